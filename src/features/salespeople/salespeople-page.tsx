import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { Page } from '../../components/page';
import { QueryError } from '../../components/query-error';
import { Skeleton } from '../../components/skeleton';
import type { SalesPerson, SalesPersonFilter } from '../../domain/contract';
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
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = readFilterParams(searchParams);
  const knownKeys = useQuery({ ...salesPersonQueries.list(), select: referenceKeys });

  return (
    <Page title="Salespeople" lead="Your dealership's salespeople and their applications.">
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
            {filter === undefined ? 'Everyone' : 'Matching the filter'}
          </h2>
          {filter === undefined ? <EverySalesperson /> : <FilteredSalespeople filter={filter} />}
        </section>
      </div>
    </Page>
  );
}

function EverySalesperson() {
  const people = useQuery(salesPersonQueries.list());
  if (people.isPending) return <Skeleton label="Loading the salespeople" lines={8} />;
  if (people.isError) {
    return (
      <QueryError
        title="The salespeople could not be loaded."
        error={people.error}
        onRetry={() => void people.refetch()}
      />
    );
  }
  if (people.data.length === 0) {
    return <p className="empty-state">The dealership has no salespeople registered yet.</p>;
  }
  return <Results people={people.data} />;
}

function FilteredSalespeople({ filter }: { filter: SalesPersonFilter }) {
  const people = useQuery(salesPersonQueries.filtered(filter));
  if (people.isPending) return <Skeleton label="Finding the salespeople" lines={4} />;
  if (people.isError) {
    return (
      <QueryError
        title="The filter could not be applied."
        error={people.error}
        onRetry={() => void people.refetch()}
      />
    );
  }
  if (people.data.length === 0) {
    return (
      <p className="empty-state" role="status">
        No salesperson has any of these ids or external references.
      </p>
    );
  }
  return <Results people={people.data} />;
}

function Results({ people }: { people: SalesPerson[] }) {
  return (
    <>
      <p role="status" className="salespeople__count">
        {people.length === 1 ? '1 salesperson' : `${people.length} salespeople`}
      </p>
      <SalespeopleTable salesPeople={people} />
    </>
  );
}
