import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { QueryError } from '../../../components/query-error';
import { Skeleton } from '../../../components/skeleton';
import { ApiProblemError } from '../../../lib/api-errors';
import { salesPersonQueries } from '../api/sales-person-queries';
import { ExternalReferences } from './external-references';

interface SalespersonProfileProps {
  salesPersonId: number;
  /** Where their applications are listed: the user's own list, or a manager's view of theirs. */
  applicationsLink: { to: string; label: string };
}

/** One salesperson: who they are, their ids in other systems, and a way to their applications. */
export function SalespersonProfile({ salesPersonId, applicationsLink }: SalespersonProfileProps) {
  const person = useQuery(salesPersonQueries.detail(salesPersonId));
  if (person.isPending) return <Skeleton label="Loading the salesperson" lines={4} />;
  if (person.isError) {
    const { error } = person;
    if (error instanceof ApiProblemError && error.status === 404) {
      return (
        <p className="notice" role="alert">
          There is no salesperson with id {salesPersonId}.{' '}
          <Link to="/salespeople">See every salesperson</Link>.
        </p>
      );
    }
    if (error instanceof ApiProblemError && error.status === 403) {
      return (
        <p className="notice" role="alert">
          You are not allowed to see this salesperson: staff see their own profile only.
        </p>
      );
    }
    return (
      <QueryError
        title="The salesperson could not be loaded."
        error={error}
        onRetry={() => void person.refetch()}
      />
    );
  }
  const { salesPersonName, salesPersonEmail, externalReferences } = person.data;
  return (
    <div className="salesperson">
      <dl className="facts">
        <div className="facts__item">
          <dt>Name</dt>
          <dd>{salesPersonName}</dd>
        </div>
        <div className="facts__item">
          <dt>Salesperson id</dt>
          <dd>{salesPersonId}</dd>
        </div>
        <div className="facts__item">
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${salesPersonEmail}`}>{salesPersonEmail}</a>
          </dd>
        </div>
      </dl>
      <section aria-labelledby="salesperson-references">
        <h2 id="salesperson-references">External references</h2>
        <ExternalReferences references={externalReferences} />
      </section>
      <p>
        <Link className="button--secondary" to={applicationsLink.to}>
          {applicationsLink.label}
        </Link>
      </p>
    </div>
  );
}
