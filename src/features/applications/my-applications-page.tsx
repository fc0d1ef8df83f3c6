import { Trans } from '@lingui/react';
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
import type { Translate } from '../../lib/i18n';
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

function titleOf(whose: Whose, isManager: boolean, t: Translate): string {
  if (!isManager || whose.kind === 'own') return t('applications.list.title.own');
  if (whose.kind === 'all') return t('applications.list.title.all');
  return t('applications.list.title.salesperson', { id: whose.id });
}

/** `/applications`: the user's applications (a manager's choice of salesperson), newest first. */
export function MyApplicationsPage() {
  const { user } = useAuth();
  const { t } = useLocale();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readListParams(searchParams);
  const isManager = actsForAnySalesperson(user);
  const filter = listFilter(user, params);
  const showSalesperson = isManager && params.whose.kind === 'all';
  const change = (next: Partial<ApplicationListParams>) => {
    setSearchParams(writeListParams({ ...params, ...next }));
  };

  return (
    <Page title={titleOf(params.whose, isManager, t)} lead={t('applications.list.lead')}>
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
      aria-label={t('applications.list.filter.label')}
      onSubmit={(event) => {
        event.preventDefault();
      }}
    >
      <div className="field">
        <label htmlFor={statusId}>{t('applications.list.filter.status')}</label>
        <select
          id={statusId}
          value={params.status ?? ''}
          onChange={(event) => {
            const status = APPLICATION_STATUSES.find((value) => value === event.target.value);
            onChange({ status });
          }}
        >
          <option value="">{t('applications.list.filter.anyStatus')}</option>
          {APPLICATION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {applicationStatusLabel(status, t)}
            </option>
          ))}
        </select>
      </div>
      {isManager ? (
        <div className="field">
          <label htmlFor={whoseId}>{t('applications.list.filter.salesperson')}</label>
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
            <option value="own">{t('applications.list.filter.mine')}</option>
            <option value="all">{t('applications.list.filter.everySalesperson')}</option>
            {whose.kind === 'salesperson' ? (
              <option value={String(whose.id)}>
                {t('applications.list.filter.oneSalesperson', { id: whose.id })}
              </option>
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

  if (list.isPending) return <Skeleton label={t('applications.list.loading')} lines={6} />;
  // An error with pages already shown is a failed "load more": keep the pages, say it below.
  if (list.data === undefined) {
    return (
      <QueryError
        title={t('applications.list.loadFailed')}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  }

  const applications = list.data.pages.flatMap((page) => page.applications);
  if (applications.length === 0) {
    return (
      <p className="empty-state">
        <Trans
          id={
            filter.status === undefined
              ? 'applications.list.empty'
              : 'applications.list.emptyWithStatus'
          }
          values={
            filter.status === undefined ? {} : { status: applicationStatusLabel(filter.status, t) }
          }
          components={{ 0: <Link to="/offers/new" /> }}
        />
      </p>
    );
  }

  return (
    <>
      <ApplicationsTable applications={applications} showSalesperson={showSalesperson} />
      <div className="list-footer">
        <span role="status">
          {t('applications.list.count', {
            count: applications.length,
            more: list.hasNextPage ? 'yes' : 'no',
          })}
        </span>
        {list.hasNextPage ? (
          <button
            type="button"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {list.isFetchingNextPage
              ? t('applications.list.loadingMore')
              : t('applications.list.loadMore')}
          </button>
        ) : null}
      </div>
      {list.isFetchNextPageError ? (
        <QueryError
          title={t('applications.list.loadMoreFailed')}
          error={list.error}
          onRetry={() => void list.fetchNextPage()}
        />
      ) : null}
    </>
  );
}
