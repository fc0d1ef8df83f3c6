import { useInfiniteQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAuth, type PortalUser } from '../../auth';
import { Page } from '../../components/page';
import { QueryError } from '../../components/query-error';
import { Skeleton } from '../../components/skeleton';
import { applicationStatusLabel } from '../../components/status-labels';
import { actsForAnySalesperson, salesPersonInView } from '../../domain/access';
import { APPLICATION_STATUSES } from '../../domain/application-status';
import { useLocale } from '../../lib/locale';
import { applicationQueries, type ApplicationListFilter } from './api/application-queries';
import {
  readListParams,
  writeListParams,
  type ApplicationListParams,
  type Whose,
} from './application-list-params';
import { ApplicationsTable } from './components/applications-table';
import '../../components/forms.css';
import '../../components/data-display.css';
import './applications.css';

function listFilter(
  user: PortalUser,
  { whose, status }: ApplicationListParams,
): ApplicationListFilter {
  const salesPersonId = salesPersonInView(
    user,
    whose.kind === 'salesperson' ? whose.id : whose.kind === 'all' ? undefined : user.salesPersonId,
  );
  return {
    ...(salesPersonId === undefined ? {} : { salesPersonId }),
    ...(status === undefined ? {} : { status }),
  };
}

function titleOf(whose: Whose, isManager: boolean): string {
  if (!isManager || whose.kind === 'own') return 'My applications';
  if (whose.kind === 'all') return 'All applications';
  return `Applications of salesperson ${whose.id}`;
}

/** `/applications`: the user's applications (a manager's choice of salesperson), newest first. */
export function MyApplicationsPage() {
  const { user } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readListParams(searchParams);
  const isManager = actsForAnySalesperson(user);
  const filter = listFilter(user, params);
  const showSalesperson = isManager && params.whose.kind === 'all';
  const change = (next: Partial<ApplicationListParams>) => {
    setSearchParams(writeListParams({ ...params, ...next }));
  };

  return (
    <Page title={titleOf(params.whose, isManager)} lead="Credit applications, newest first.">
      <ListToolbar params={params} isManager={isManager} onChange={change} />
      <ApplicationList filter={filter} showSalesperson={showSalesperson} />
    </Page>
  );
}

function ListToolbar({
  params,
  isManager,
  onChange,
}: {
  params: ApplicationListParams;
  isManager: boolean;
  onChange: (next: Partial<ApplicationListParams>) => void;
}) {
  const { t } = useLocale();
  const statusId = useId();
  const whoseId = useId();
  const { whose } = params;
  return (
    <form
      className="list-toolbar"
      aria-label="Filter applications"
      onSubmit={(event) => {
        event.preventDefault();
      }}
    >
      <div className="field">
        <label htmlFor={statusId}>Status</label>
        <select
          id={statusId}
          value={params.status ?? ''}
          onChange={(event) => {
            const status = APPLICATION_STATUSES.find((value) => value === event.target.value);
            onChange({ status });
          }}
        >
          <option value="">Any status</option>
          {APPLICATION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {applicationStatusLabel(status, t)}
            </option>
          ))}
        </select>
      </div>
      {isManager ? (
        <div className="field">
          <label htmlFor={whoseId}>Salesperson</label>
          <select
            id={whoseId}
            value={whose.kind === 'salesperson' ? String(whose.id) : whose.kind}
            onChange={(event) => {
              const value = event.target.value;
              onChange({
                whose:
                  value === 'own' || value === 'all'
                    ? { kind: value }
                    : { kind: 'salesperson', id: Number(value) },
              });
            }}
          >
            <option value="own">Mine</option>
            <option value="all">Every salesperson</option>
            {whose.kind === 'salesperson' ? (
              <option value={String(whose.id)}>Salesperson {whose.id}</option>
            ) : null}
          </select>
        </div>
      ) : null}
    </form>
  );
}

function ApplicationList({
  filter,
  showSalesperson,
}: {
  filter: ApplicationListFilter;
  showSalesperson: boolean;
}) {
  const { t } = useLocale();
  const list = useInfiniteQuery(applicationQueries.list(filter));

  if (list.isPending) return <Skeleton label="Loading applications" lines={6} />;
  // An error with pages already shown is a failed "load more": keep the pages, say it below.
  if (list.data === undefined) {
    return (
      <QueryError
        title="The applications could not be loaded."
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  }

  const applications = list.data.pages.flatMap((page) => page.applications);
  if (applications.length === 0) {
    return (
      <p className="empty-state">
        {filter.status === undefined
          ? 'No applications yet. '
          : `No applications with status “${applicationStatusLabel(filter.status, t)}”. `}
        <Link to="/offers/new">Build an offer</Link> to send one.
      </p>
    );
  }

  return (
    <>
      <ApplicationsTable applications={applications} showSalesperson={showSalesperson} />
      <div className="list-footer">
        <span role="status">
          {applications.length === 1
            ? 'Showing 1 application'
            : `Showing ${applications.length} applications`}
          {list.hasNextPage ? '; there are more.' : '; that is all.'}
        </span>
        {list.hasNextPage ? (
          <button
            type="button"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {list.isFetchingNextPage ? 'Loading more…' : 'Load more'}
          </button>
        ) : null}
      </div>
      {list.isFetchNextPageError ? (
        <QueryError
          title="More applications could not be loaded."
          error={list.error}
          onRetry={() => void list.fetchNextPage()}
        />
      ) : null}
    </>
  );
}
