import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAuth } from '../../auth';
import { ListTable, type ListColumn } from '../../components/list-table';
import { Fact } from '../../components/fact';
import { Page } from '../../components/page';
import { QueryFallback } from '../../components/query-error';
import { actsForAnySalesperson } from '../../domain/access';
import type { Dashboard, DashboardFigures } from '../../domain/contract';
import { ApiProblemError } from '../../lib/api-errors';
import type { CsvKind } from '../../lib/csv';
import { useLocale } from '../../lib/locale';
import { salesPeopleListQuery } from '../../lib/sales-people-list';
import { dashboardQueries } from './api/dashboard-queries';
import { FunnelChart, VolumeChart } from './components/dashboard-charts';
import {
  PERIOD_CHOICES,
  periodDays,
  readDashboardParams,
  writeDashboardParams,
  type DashboardView,
} from './dashboard-params';
import { todayInNorway } from '../../domain/calculation/today-in-norway';
import '../../components/data-display.css';
import '../../components/figure-list.css';
import '../../components/forms.css';
import './dashboard.css';

/** `/dashboard`: a manager's figures of every salesperson or one, a salesperson's own. */
export function DashboardPage() {
  const { user } = useAuth();
  const manager = actsForAnySalesperson(user);
  const [searchParams, setSearchParams] = useSearchParams();
  const view = readDashboardParams(searchParams);
  const show = (next: DashboardView) => {
    setSearchParams(writeDashboardParams(next));
  };
  const figures = useQuery({
    ...dashboardQueries.figures({
      from: view.from,
      to: view.to,
      ...(manager && view.salesPersonId !== undefined ? { salesPersonId: view.salesPersonId } : {}),
    }),
    placeholderData: keepPreviousData,
  });

  return (
    <Page head="dashboard" user={user}>
      <div className="dashboard">
        <div className="dashboard__choices">
          <PeriodPicker
            // A new address starts the custom days afresh from the ones it names.
            key={`${view.from}:${view.to}`}
            view={view}
            onChoose={show}
          />
          {manager && <SalesPersonPicker view={view} onChoose={show} />}
        </div>
        <Figures query={figures} manager={manager && view.salesPersonId === undefined} />
      </div>
    </Page>
  );
}

function PeriodPicker({
  view,
  onChoose,
}: {
  view: DashboardView;
  onChoose: (view: DashboardView) => void;
}) {
  const { t, date } = useLocale();
  const [custom, setCustom] = useState({ from: view.from, to: view.to });
  return (
    <form
      className="dashboard__period"
      onSubmit={(event) => {
        event.preventDefault();
        if (custom.from !== '' && custom.to !== '' && custom.from <= custom.to) {
          onChoose({ ...view, choice: 'custom', ...custom });
        }
      }}
    >
      <label className="field">
        <span className="field__label">{t('dashboard.period.label')}</span>
        <select
          value={view.choice}
          onChange={(event) => {
            const choice = PERIOD_CHOICES.find((option) => option === event.target.value);
            if (choice === undefined) return;
            onChoose(
              choice === 'custom'
                ? { ...view, choice }
                : { ...view, choice, ...periodDays(choice, todayInNorway()) },
            );
          }}
        >
          {PERIOD_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {t(`dashboard.period.${choice}`)}
            </option>
          ))}
        </select>
      </label>
      {view.choice === 'custom' ? (
        <>
          <label className="field">
            <span className="field__label">{t('dashboard.period.from')}</span>
            <input
              type="date"
              value={custom.from}
              max={custom.to}
              onChange={(event) => {
                setCustom({ ...custom, from: event.target.value });
              }}
            />
          </label>
          <label className="field">
            <span className="field__label">{t('dashboard.period.to')}</span>
            <input
              type="date"
              value={custom.to}
              min={custom.from}
              onChange={(event) => {
                setCustom({ ...custom, to: event.target.value });
              }}
            />
          </label>
          <button type="submit">{t('dashboard.period.show')}</button>
        </>
      ) : (
        <p className="dashboard__period-days">
          {t('dashboard.period.shown', { from: date(view.from), to: date(view.to) })}
        </p>
      )}
    </form>
  );
}

function SalesPersonPicker({
  view,
  onChoose,
}: {
  view: DashboardView;
  onChoose: (view: DashboardView) => void;
}) {
  const { t } = useLocale();
  const people = useQuery(salesPeopleListQuery());
  return (
    <label className="field dashboard__salesperson">
      <span className="field__label">{t('dashboard.salesPerson.label')}</span>
      <select
        value={view.salesPersonId ?? ''}
        onChange={(event) => {
          const id = Number(event.target.value);
          onChoose({ ...view, salesPersonId: id > 0 ? id : undefined });
        }}
      >
        <option value="">{t('dashboard.salesPerson.everyone')}</option>
        {(people.data ?? []).map((person) => (
          <option key={person.salesPersonId} value={person.salesPersonId}>
            {person.salesPersonName}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Hours as the language writes them: `3,5 t`, `3.5 hr`. */
function useHours() {
  const { locale } = useLocale();
  const hours = new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'hour',
    maximumFractionDigits: 1,
  });
  return (value: number) => hours.format(value);
}

function Figures({
  query,
  manager,
}: {
  query: ReturnType<typeof useQuery<Dashboard>>;
  manager: boolean;
}) {
  const { t } = useLocale();
  if (query.error instanceof ApiProblemError && query.error.status === 501) {
    return (
      <p className="empty-state" role="status">
        {t('dashboard.figures.unavailable')}
      </p>
    );
  }
  if (query.data === undefined) {
    return <QueryFallback query={query} messages="dashboard.figures" lines={6} />;
  }
  return <DashboardFiguresView dashboard={query.data} manager={manager} />;
}

/** A row that counts applications and adds up their volume. */
type Counted = Pick<DashboardFigures, 'applications' | 'volume'>;

function DashboardFiguresView({ dashboard, manager }: { dashboard: Dashboard; manager: boolean }) {
  const { t, amount, percent, locale } = useLocale();
  const hours = useHours();
  const none = t('dashboard.figures.none');
  const count = (value: number) => value.toLocaleString(locale);
  /** A column of figures, right-aligned, that sorts and exports by the figure itself. */
  const figureColumn = <Row,>(
    id: string,
    header: string,
    value: (row: Row) => number | null,
    show: (value: number) => string,
    kind: CsvKind = 'count',
  ): ListColumn<Row> => ({
    id,
    header,
    value,
    kind,
    className: 'numeric',
    cell: (row) => {
      const figure = value(row);
      return figure === null ? none : show(figure);
    },
  });
  const volumeColumns = [
    figureColumn(
      'applications',
      t('dashboard.figures.applications'),
      (row: Counted) => row.applications,
      count,
    ),
    figureColumn(
      'volume',
      t('dashboard.figures.volume'),
      (row: Counted) => row.volume,
      amount,
      'amount',
    ),
  ];
  const rate = (figures: DashboardFigures) =>
    figures.approvalRate === null ? none : percent(figures.approvalRate * 100);
  const median = (figures: DashboardFigures) =>
    figures.medianHoursToDecision === null ? none : hours(figures.medianHoursToDecision);
  const { totals } = dashboard;
  const periodLabel = new Intl.DateTimeFormat(
    locale,
    dashboard.byPeriod.interval === 'day'
      ? { day: 'numeric', month: 'short', timeZone: 'UTC' }
      : { month: 'short', year: 'numeric', timeZone: 'UTC' },
  );

  return (
    <>
      <section aria-labelledby="dashboard-figures" className="dashboard__section">
        <h2 id="dashboard-figures">{t('dashboard.figures.title')}</h2>
        <dl className="figure-list dashboard__figures">
          <Fact label={t('dashboard.figures.applications')}>{count(totals.applications)}</Fact>
          <Fact label={t('dashboard.figures.volume')}>{amount(totals.volume)}</Fact>
          <Fact label={t('dashboard.figures.approvalRate')}>{rate(totals)}</Fact>
          <Fact label={t('dashboard.figures.medianToDecision')}>{median(totals)}</Fact>
        </dl>
      </section>
      <div className="dashboard__charts">
        <FunnelChart
          steps={[
            { label: t('dashboard.funnel.offers'), count: dashboard.offers },
            { label: t('dashboard.funnel.applications'), count: totals.applications },
            { label: t('dashboard.funnel.approved'), count: totals.approved },
            { label: t('dashboard.funnel.signed'), count: totals.signed },
            { label: t('dashboard.funnel.paidOut'), count: totals.paidOut },
          ]}
        />
        <VolumeChart
          interval={dashboard.byPeriod.interval}
          points={dashboard.byPeriod.periods.map((period) => ({
            label: periodLabel.format(new Date(`${period.start}T00:00:00Z`)),
            applications: period.applications,
            volume: period.volume,
          }))}
        />
      </div>
      <section aria-labelledby="dashboard-status" className="dashboard__section">
        <h2 id="dashboard-status">{t('dashboard.status.title')}</h2>
        <ListTable
          list="dashboard-status"
          fileName={t('dashboard.status.fileName')}
          caption={t('dashboard.status.title')}
          columns={[
            {
              id: 'status',
              header: t('dashboard.status.status'),
              value: (row) => t(`common.applicationStatus.${row.status}`),
              cell: (row) => t(`common.applicationStatus.${row.status}`),
            },
            ...volumeColumns,
          ]}
          rows={dashboard.byStatus}
          rowKey={(row) => row.status}
        />
      </section>
      {manager && (
        <section aria-labelledby="dashboard-salespeople" className="dashboard__section">
          <h2 id="dashboard-salespeople">{t('dashboard.salespeople.title')}</h2>
          <ListTable
            list="dashboard-salespeople"
            fileName={t('dashboard.salespeople.fileName')}
            caption={t('dashboard.salespeople.title')}
            columns={[
              {
                id: 'name',
                header: t('dashboard.salespeople.name'),
                value: (row) => row.salesPersonName,
                cell: (row) => row.salesPersonName,
              },
              figureColumn(
                'offers',
                t('dashboard.salespeople.offers'),
                (row: { offers: number }) => row.offers,
                count,
              ),
              ...volumeColumns,
              {
                id: 'approvalRate',
                header: t('dashboard.figures.approvalRate'),
                value: (row) => (row.approvalRate === null ? null : row.approvalRate * 100),
                kind: 'amount',
                className: 'numeric',
                cell: rate,
              },
              {
                id: 'median',
                header: t('dashboard.figures.medianToDecision'),
                value: (row) => row.medianHoursToDecision,
                kind: 'amount',
                className: 'numeric',
                cell: median,
              },
              figureColumn(
                'paidOut',
                t('dashboard.salespeople.paidOut'),
                (row: { paidOut: number }) => row.paidOut,
                count,
              ),
            ]}
            rows={dashboard.bySalesPerson}
            rowKey={(row) => row.salesPersonId}
          />
        </section>
      )}
    </>
  );
}
