import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { Page } from '../../components/page';
import { QueryError } from '../../components/query-error';
import { Skeleton } from '../../components/skeleton';
import type { SalesPerson, SalesPersonFilter } from '../../domain/contract';
import { useLocale } from '../../lib/locale';
import { salesPersonQueries } from './api/sales-person-queries';
import { SalesPersonFilterForm } from './components/sales-person-filter-form';
import { SalespeopleTable } from './components/salespeople-table';
import { readFilterParams, writeFilterParams } from './sales-person-filter-params';
import '../../components/data-display.css';
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
    <Page title={t('salespeople.page.title')} lead={t('salespeople.page.lead')}>
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

function EverySalesperson() {
  const { t } = useLocale();
  const people = useQuery(salesPersonQueries.list());
  if (people.isPending) return <Skeleton label={t('salespeople.list.loading')} lines={8} />;
  if (people.isError) {
    return (
      <QueryError
        title={t('salespeople.list.loadFailed')}
        error={people.error}
        onRetry={() => void people.refetch()}
      />
    );
  }
  if (people.data.length === 0) {
    return <p className="empty-state">{t('salespeople.list.empty')}</p>;
  }
  return <Results people={people.data} />;
}

function FilteredSalespeople({ filter }: { filter: SalesPersonFilter }) {
  const { t } = useLocale();
  const people = useQuery(salesPersonQueries.filtered(filter));
  if (people.isPending) return <Skeleton label={t('salespeople.list.filtering')} lines={4} />;
  if (people.isError) {
    return (
      <QueryError
        title={t('salespeople.list.filterFailed')}
        error={people.error}
        onRetry={() => void people.refetch()}
      />
    );
  }
  if (people.data.length === 0) {
    return (
      <p className="empty-state" role="status">
        {t('salespeople.list.noMatch')}
      </p>
    );
  }
  return <Results people={people.data} />;
}

function Results({ people }: { people: SalesPerson[] }) {
  const { t } = useLocale();
  return (
    <>
      <p role="status" className="salespeople__count">
        {t('salespeople.results.count', { count: people.length })}
      </p>
      <SalespeopleTable salesPeople={people} />
    </>
  );
}
