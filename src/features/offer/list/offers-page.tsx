import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { generatePath, Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../../auth';
import { ListTable, type ListColumn } from '../../../components/list-table';
import { Page } from '../../../components/page';
import { QueryFallback } from '../../../components/query-error';
import { PAGES } from '../../../domain/access';
import type { OfferSummary } from '../../../domain/contract';
import { describeError } from '../../../lib/api-errors';
import { formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/locale';
import { OFFERS_QUERY_KEY } from '../../../lib/query-keys';
import { offerPath, savedOffers } from '../api/saved-offers';
import {
  readOfferListParams,
  writeOfferListParams,
  type OfferListParams,
} from './offer-list-params';
import '../../../components/forms.css';
import '../../../components/data-display.css';
import './offers.css';

/** `/offers`: the user's saved offers, newest first, to find, reopen, copy or delete. */
export function OffersPage() {
  const { user } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const params = readOfferListParams(searchParams, location.state, user.subject);
  const change = (next: Partial<OfferListParams>) => {
    const { address, state } = writeOfferListParams({ ...params, ...next }, user.subject);
    setSearchParams(address, { state });
  };
  return (
    <Page head="offers">
      <SearchForm
        key={params.search}
        search={params.search}
        onSearch={(search) => {
          change({ search, page: 1 });
        }}
      />
      <OfferList
        params={params}
        onPage={(page) => {
          change({ page });
        }}
      />
    </Page>
  );
}

function SearchForm({ search, onSearch }: { search: string; onSearch: (search: string) => void }) {
  const { t } = useLocale();
  const inputId = useId();
  const hintId = useId();
  const [typed, setTyped] = useState(search);
  return (
    <form
      role="search"
      className="list-toolbar"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(typed);
      }}
    >
      <div className="field">
        <label htmlFor={inputId}>{t('offers.search.label')}</label>
        <input
          id={inputId}
          type="search"
          value={typed}
          maxLength={100}
          aria-describedby={hintId}
          onChange={(event) => {
            setTyped(event.target.value);
          }}
        />
        <p id={hintId} className="field__hint">
          {t('offers.search.hint')}
        </p>
      </div>
      <button type="submit">{t('offers.search.submit')}</button>
    </form>
  );
}

function OfferList({
  params,
  onPage,
}: {
  params: OfferListParams;
  onPage: (page: number) => void;
}) {
  const { t } = useLocale();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [deleted, setDeleted] = useState<OfferSummary | undefined>();
  const list = useQuery({
    queryKey: [...OFFERS_QUERY_KEY, 'list', params],
    queryFn: ({ signal }) => savedOffers.list(params, signal),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: OFFERS_QUERY_KEY });
  const remove = useMutation({
    mutationFn: (offer: OfferSummary) => savedOffers.remove(offer.offerId),
    onSuccess: async (_nothing, offer) => {
      setDeleted(offer);
      await refresh();
    },
  });
  const restore = useMutation({
    mutationFn: (offer: OfferSummary) => savedOffers.restore(offer.offerId),
    onSuccess: async () => {
      setDeleted(undefined);
      await refresh();
    },
  });
  const copy = useMutation({
    mutationFn: (offer: OfferSummary) => savedOffers.copy(offer.offerId),
    onSuccess: async (copied) => {
      await refresh();
      void navigate(offerPath(copied.offerId));
    },
  });
  const failed = [remove, restore, copy].find((mutation) => mutation.isError);

  if (list.data === undefined) {
    return <QueryFallback query={list} messages="offers.list" lines={6} />;
  }

  const { offers, page, pageSize, total } = list.data;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <>
      <div role="status" className="offers-notice">
        {deleted === undefined ? null : (
          <>
            {t('offers.deleted.text', { name: deleted.customerName || t('offers.list.noName') })}{' '}
            <button
              type="button"
              className="button--secondary"
              disabled={restore.isPending}
              onClick={() => {
                restore.mutate(deleted);
              }}
            >
              {t('offers.deleted.undo')}
            </button>
          </>
        )}
      </div>
      {failed === undefined ? null : (
        <p role="alert" className="offers-error">
          {describeError(failed.error)}
        </p>
      )}
      {offers.length === 0 ? (
        <p className="empty-state">
          {params.search === ''
            ? t('offers.list.empty')
            : t('offers.list.emptySearch', { search: params.search })}{' '}
          <Link to={PAGES.newOffer.path}>{t('offers.list.newOffer')}</Link>
        </p>
      ) : (
        <OffersTable
          offers={offers}
          busy={remove.isPending || copy.isPending}
          onCopy={(offer) => {
            copy.mutate(offer);
          }}
          onDelete={(offer) => {
            remove.mutate(offer);
          }}
        />
      )}
      <nav className="list-footer" aria-label={t('offers.paging.label')}>
        <span>{t('offers.paging.status', { page, pages, total })}</span>
        {page > 1 ? (
          <button
            type="button"
            className="button--secondary"
            onClick={() => {
              onPage(page - 1);
            }}
          >
            {t('offers.paging.previous')}
          </button>
        ) : null}
        {page < pages ? (
          <button
            type="button"
            className="button--secondary"
            onClick={() => {
              onPage(page + 1);
            }}
          >
            {t('offers.paging.next')}
          </button>
        ) : null}
      </nav>
    </>
  );
}

interface OffersTableProps {
  offers: readonly OfferSummary[];
  busy: boolean;
  onCopy: (offer: OfferSummary) => void;
  onDelete: (offer: OfferSummary) => void;
}

function OffersTable({ offers, busy, onCopy, onDelete }: OffersTableProps) {
  const { t, amount, locale } = useLocale();
  const nameOf = (offer: OfferSummary) => offer.customerName || t('offers.list.noName');
  const textColumn = (
    id: string,
    header: string,
    value: (offer: OfferSummary) => string,
  ): ListColumn<OfferSummary> => ({ id, header, value, cell: value });
  /** An amount the engine gave when the offer was saved; a dash when it did not calculate. */
  const figureColumn = (
    id: string,
    header: string,
    value: (offer: OfferSummary) => number | null,
  ): ListColumn<OfferSummary> => ({
    id,
    header,
    value,
    kind: 'amount',
    className: 'numeric',
    cell: (offer) => {
      const figure = value(offer);
      return figure === null ? <span title={t('offers.table.noFigures')}>–</span> : amount(figure);
    },
  });
  const actions = [
    { action: 'copy', run: onCopy },
    { action: 'delete', run: onDelete },
  ] as const;
  const columns: ListColumn<OfferSummary>[] = [
    {
      id: 'customer',
      header: t('offers.table.customer'),
      value: nameOf,
      cell: (offer) => <Link to={offerPath(offer.offerId)}>{nameOf(offer)}</Link>,
    },
    textColumn('object', t('offers.table.object'), (offer) => offer.makeModel),
    textColumn(
      'registrationNumber',
      t('offers.table.registrationNumber'),
      (offer) => offer.registrationNumber,
    ),
    figureColumn('amount', t('offers.table.amount'), (offer) => offer.financedAmount),
    figureColumn('payment', t('offers.table.payment'), (offer) => offer.termAmount),
    {
      id: 'status',
      header: t('offers.table.status'),
      value: (offer) => statusText(offer, t),
      cell: (offer) => <OfferStatus offer={offer} />,
    },
    {
      id: 'updated',
      header: t('offers.table.updated'),
      value: (offer) => offer.updatedAt,
      kind: 'date',
      cell: (offer) => formatDateTime(offer.updatedAt, locale),
    },
    {
      id: 'actions',
      header: t('offers.table.actions'),
      controls: true,
      value: () => null,
      cellClassName: 'offers-actions',
      cell: (offer) =>
        actions.map(({ action, run }) => (
          <button
            key={action}
            type="button"
            className="button--secondary"
            disabled={busy}
            aria-label={t(`offers.action.${action}Of`, { name: nameOf(offer) })}
            onClick={() => {
              run(offer);
            }}
          >
            {t(`offers.action.${action}`)}
          </button>
        )),
    },
  ];
  return (
    <ListTable
      list="offers"
      fileName={t('offers.table.fileName')}
      caption={t('offers.table.caption')}
      columns={columns}
      rows={offers}
      rowKey={(offer) => offer.offerId}
    />
  );
}

/** The offer's status as text: what sorting and the CSV file read. */
function statusText(offer: OfferSummary, t: ReturnType<typeof useLocale>['t']): string {
  if (offer.status === 'application' && offer.applicationId !== null) {
    return t('offers.status.application', { id: offer.applicationId });
  }
  return offer.status === 'givenToCustomer'
    ? t('offers.status.givenToCustomer')
    : t('offers.status.draft');
}

function OfferStatus({ offer }: { offer: OfferSummary }) {
  const { t } = useLocale();
  if (offer.status === 'application' && offer.applicationId !== null) {
    return (
      <Link
        to={generatePath(PAGES.application.path, { applicationId: String(offer.applicationId) })}
      >
        {t('offers.status.application', { id: offer.applicationId })}
      </Link>
    );
  }
  return statusText(offer, t);
}
