import { Trans } from '@lingui/react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useId, useState, type ComponentProps } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useAuth, type PortalUser } from '../../auth';
import { Page } from '../../components/page';
import { QueryError, QueryFallback } from '../../components/query-error';
import { applicationStatusLabel } from '../../components/status-labels';
import { actsForAnySalesperson, salesPersonInView } from '../../domain/access';
import { APPLICATION_STATUSES } from '../../domain/application-status';
import type { Translate } from '../../lib/i18n';
import { useLocale } from '../../lib/locale';
import { salesPeopleListQuery } from '../../lib/sales-people-list';
import {
  applicationQueries,
  type ApplicationListFilter,
  type ApplicationSearch,
} from './api/application-queries';
import {
  isSearching,
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
  { whose, status, search }: ApplicationListParams,
): ApplicationListFilter {
  const salesPersonId = salesPersonInView(
    user,
    whose.kind === 'salesperson' ? whose.id : whose.kind === 'all' ? undefined : user.salesPersonId,
  );
  return {
    ...search,
    ...(salesPersonId === undefined ? {} : { salesPersonId }),
    ...(status === undefined ? {} : { status }),
  };
}

function titleOf(
  whose: Whose,
  isManager: boolean,
  names: ReadonlyMap<number, string>,
  t: Translate,
): string {
  if (!isManager || whose.kind === 'own') return t('applications.list.title.own');
  if (whose.kind === 'all') return t('applications.list.title.all');
  const name = names.get(whose.id);
  return name === undefined
    ? t('applications.list.title.salesperson', { id: whose.id })
    : t('applications.list.title.salespersonNamed', { name });
}

/** Salespeople's names by id, for a manager's screens; none for anyone else. */
function useSalespersonNames(isManager: boolean): ReadonlyMap<number, string> {
  const { data } = useQuery({ ...salesPeopleListQuery(), enabled: isManager });
  return new Map((data ?? []).map((person) => [person.salesPersonId, person.salesPersonName]));
}

/** `/applications`: the user's applications (a manager's choice of salesperson), newest first. */
export function MyApplicationsPage() {
  const { user } = useAuth();
  const { t } = useLocale();
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const params = readListParams(searchParams, location.state, user.subject);
  const isManager = actsForAnySalesperson(user);
  const names = useSalespersonNames(isManager);
  const filter = listFilter(user, params);
  const showSalesperson = isManager && params.whose.kind === 'all';
  const change = (next: Partial<ApplicationListParams>) => {
    const { address, state } = writeListParams({ ...params, ...next }, user.subject);
    setSearchParams(address, { state });
  };

  return (
    <Page title={titleOf(params.whose, isManager, names, t)} lead={t('applications.list.lead')}>
      <SearchForm
        // Another history entry (Back, a link) shows its own search in the fields.
        key={location.key}
        search={params.search}
        onSearch={(search) => {
          change({ search });
        }}
      />
      <ListToolbar params={params} isManager={isManager} names={names} onChange={change} />
      <ApplicationList
        filter={filter}
        searching={isSearching(params.search)}
        showSalesperson={showSalesperson}
      />
    </Page>
  );
}

/** A field of the search: its label, and its error under it when it has one. */
function SearchField({
  label,
  error,
  ...input
}: { label: string; error?: string | undefined } & ComponentProps<'input'>) {
  const id = useId();
  const errorId = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-describedby={error === undefined ? undefined : errorId} {...input} />
      {error === undefined ? null : (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Find applications by the customer's name, the registration number and the days they were
 * sent. Sent with Enter or the button, so the address (and Back) holds whole searches.
 */
function SearchForm({
  search,
  onSearch,
}: {
  search: ApplicationSearch;
  onSearch: (search: ApplicationSearch) => void;
}) {
  const { t } = useLocale();
  const [values, setValues] = useState(search);
  const [rangeError, setRangeError] = useState(false);
  const field = (name: keyof ApplicationSearch) => ({
    value: values[name] ?? '',
    onChange: (event: { target: { value: string } }) => {
      setValues({ ...values, [name]: event.target.value });
    },
  });
  return (
    <form
      className="list-toolbar application-search"
      role="search"
      aria-label={t('applications.search.label')}
      onSubmit={(event) => {
        event.preventDefault();
        const { createdFrom, createdTo } = values;
        const backwards = !!createdFrom && !!createdTo && createdFrom > createdTo;
        setRangeError(backwards);
        if (!backwards) onSearch(values);
      }}
    >
      <SearchField
        label={t('applications.search.customerName')}
        type="search"
        maxLength={100}
        {...field('customerName')}
      />
      <SearchField
        label={t('applications.search.registrationNumber')}
        type="search"
        maxLength={100}
        autoCapitalize="characters"
        {...field('registrationNumber')}
      />
      <SearchField
        label={t('applications.search.createdFrom')}
        type="date"
        {...field('createdFrom')}
      />
      <SearchField
        label={t('applications.search.createdTo')}
        type="date"
        aria-invalid={rangeError}
        error={rangeError ? t('applications.search.backwards') : undefined}
        {...field('createdTo')}
      />
      <div className="application-search__actions">
        <button type="submit">{t('applications.search.submit')}</button>
        {isSearching(search) ? (
          <button
            type="button"
            className="button--secondary"
            onClick={() => {
              onSearch({});
            }}
          >
            {t('applications.search.clear')}
          </button>
        ) : null}
      </div>
    </form>
  );
}

function ListToolbar({
  params,
  isManager,
  names,
  onChange,
}: {
  params: ApplicationListParams;
  isManager: boolean;
  names: ReadonlyMap<number, string>;
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
            {whose.kind === 'salesperson' && !names.has(whose.id) ? (
              <option value={String(whose.id)}>
                {t('applications.list.filter.oneSalesperson', { id: whose.id })}
              </option>
            ) : null}
            {[...names].map(([id, name]) => (
              <option key={id} value={String(id)}>
                {name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </form>
  );
}

function ApplicationList({
  filter,
  searching,
  showSalesperson,
}: {
  filter: ApplicationListFilter;
  searching: boolean;
  showSalesperson: boolean;
}) {
  const { t } = useLocale();
  const list = useInfiniteQuery(applicationQueries.list(filter));

  // An error with pages already shown is a failed "load more": keep the pages, say it below.
  if (list.data === undefined) {
    return <QueryFallback query={list} messages="applications.list" lines={6} />;
  }

  const applications = list.data.pages.flatMap((page) => page.applications);
  if (applications.length === 0 && searching) {
    return <p className="empty-state">{t('applications.search.nothingFound')}</p>;
  }
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
