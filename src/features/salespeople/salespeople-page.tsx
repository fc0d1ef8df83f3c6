import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Page } from '../../components/page';
import { QueryFallback } from '../../components/query-error';
import type { SalesPerson, SalesPersonFilter } from '../../domain/contract';
import type { MessageId } from '../../lib/i18n';
import { useLocale } from '../../lib/locale';
import { salesPersonQueries } from './api/sales-person-queries';
import { SalesPersonFilterForm } from './components/sales-person-filter-form';
import { SalespeopleTable } from './components/salespeople-table';
import { readFilterParams, writeFilterParams } from './sales-person-filter-params';
import '../../components/data-display.css';
import '../../components/forms.css';
import './salespeople.css';

const referenceKeys = (people: SalesPerson[]) =>
  [...new Set(people.flatMap((person) => person.externalReferences.map(({ key }) => key)))].sort();

/** `/salespeople` (managers): every salesperson, or those a filter selects. */
export function SalespeoplePage() {
  const { t } = useLocale();
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = readFilterParams(searchParams);
  const knownKeys = useQuery({ ...salesPersonQueries.list(), select: referenceKeys });

  return (
    <Page head="salespeople">
      <div className="salespeople">
        <SalesPersonFilterForm
          // A new address (Back, a link) starts the form afresh from the filter it carries.
          key={searchParams.toString()}
          applied={filter}
          knownKeys={knownKeys.data}
          onFilter={(next) => {
            setSearchParams(writeFilterParams(next));
          }}
          onClear={() => {
            setSearchParams(new URLSearchParams());
          }}
        />
        <section aria-labelledby="salespeople-results" className="salespeople__results">
          <h2 id="salespeople-results">
            {filter === undefined
              ? t('salespeople.results.everyone')
              : t('salespeople.results.matching')}
          </h2>
          {filter === undefined ? <EverySalesperson /> : <FilteredSalespeople filter={filter} />}
        </section>
      </div>
    </Page>
  );
}

/** What the results say while loading, on failure and when nobody is found. */
const RESULT_MESSAGES = {
  everyone: {
    loading: 'salespeople.list.loading',
    failed: 'salespeople.list.loadFailed',
    empty: 'salespeople.list.empty',
    lines: 8,
  },
  filtered: {
    loading: 'salespeople.list.filtering',
    failed: 'salespeople.list.filterFailed',
    empty: 'salespeople.list.noMatch',
    lines: 4,
  },
} as const satisfies Record<
  string,
  { loading: MessageId; failed: MessageId; empty: MessageId; lines: number }
>;

function EverySalesperson() {
  const people = useQuery(salesPersonQueries.list());
  return <SalespeopleResults people={people} of="everyone" />;
}

function FilteredSalespeople({ filter }: { filter: SalesPersonFilter }) {
  const people = useQuery(salesPersonQueries.filtered(filter));
  return <SalespeopleResults people={people} of="filtered" />;
}

function SalespeopleResults({
  people,
  of,
}: {
  people: UseQueryResult<SalesPerson[]>;
  of: keyof typeof RESULT_MESSAGES;
}) {
  const { t } = useLocale();
  const messages = RESULT_MESSAGES[of];
  if (people.isPending || people.isError) {
    return <QueryFallback query={people} messages={messages} lines={messages.lines} />;
  }
  if (people.data.length === 0) {
    // A filter that finds nobody is said at once; an empty list is simply shown.
    return (
      <p className="empty-state" role={of === 'filtered' ? 'status' : undefined}>
        {t(messages.empty)}
      </p>
    );
  }
  return <Results people={people.data} />;
}

/** Whether a name holds what was typed, in any case and without regard to accents. */
const nameHolds = (name: string, typed: string, locale: string): boolean => {
  const fold = (text: string) =>
    text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase(locale);
  return fold(name).includes(fold(typed.trim()));
};

function Results({ people }: { people: SalesPerson[] }) {
  const { t, locale } = useLocale();
  const [name, setName] = useState('');
  const shown = people.filter((person) => nameHolds(person.salesPersonName, name, locale));
  return (
    <>
      <div className="field salespeople__search">
        <label htmlFor="salespeople-name">{t('salespeople.search.name')}</label>
        <input
          id="salespeople-name"
          type="search"
          autoComplete="off"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
          }}
        />
      </div>
      <p role="status" className="salespeople__count">
        {t('salespeople.results.count', { count: shown.length })}
      </p>
      <SalespeopleTable salesPeople={shown} />
    </>
  );
}
