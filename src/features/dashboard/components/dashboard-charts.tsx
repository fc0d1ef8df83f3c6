import type { ReactNode } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { Table } from '../../../components/data-table';
import { useLocale } from '../../../lib/locale';

/**
 * A chart with its figures as a table beside it for screen readers: the drawing is hidden from
 * them, the table from sight. Recharts is imported by this screen's chunk only.
 */
function ChartFigure({
  title,
  chart,
  table,
}: {
  title: string;
  chart: ReactNode;
  table: ReactNode;
}) {
  return (
    <figure className="dashboard-chart">
      <figcaption className="dashboard-chart__title">{title}</figcaption>
      <div className="dashboard-chart__drawing" aria-hidden="true">
        {chart}
      </div>
      <div className="visually-hidden">{table}</div>
    </figure>
  );
}

export interface FunnelStep {
  label: string;
  count: number;
}

/** Offers → applications → approved → signed → paid out, as bars across. */
export function FunnelChart({ steps }: { steps: readonly FunnelStep[] }) {
  const { t, locale } = useLocale();
  const count = (value: number) => value.toLocaleString(locale);
  return (
    <ChartFigure
      title={t('dashboard.funnel.title')}
      chart={
        <ResponsiveContainer width="100%" height={steps.length * 44 + 16}>
          <BarChart
            accessibilityLayer={false}
            data={[...steps]}
            layout="vertical"
            margin={{ left: 8, right: 48 }}
          >
            <XAxis type="number" hide allowDecimals={false} />
            <YAxis type="category" dataKey="label" width={130} tickLine={false} />
            <Bar dataKey="count" fill="var(--color-accent, #1d4ed8)" isAnimationActive={false}>
              <LabelList
                dataKey="count"
                position="right"
                formatter={(value: unknown) => count(Number(value))}
              />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      }
      table={
        <Table
          className="data-table"
          caption={`${t('dashboard.funnel.title')}: ${t('dashboard.chart.tableNote')}`}
          columns={[
            { header: t('dashboard.funnel.step'), cell: (step: FunnelStep) => step.label },
            {
              header: t('dashboard.funnel.count'),
              cell: (step: FunnelStep) => count(step.count),
              className: 'numeric',
            },
          ]}
          rows={steps}
          rowKey={(step) => step.label}
        />
      }
    />
  );
}

export interface VolumePoint {
  /** The day or month, as the reader writes it. */
  label: string;
  applications: number;
  volume: number;
}

/** The financed volume of each day or month, as bars. */
export function VolumeChart({
  points,
  interval,
}: {
  points: readonly VolumePoint[];
  interval: 'day' | 'month';
}) {
  const { t, amount, locale } = useLocale();
  const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  return (
    <ChartFigure
      title={t('dashboard.volume.title')}
      chart={
        <ResponsiveContainer width="100%" height={240}>
          <BarChart
            accessibilityLayer={false}
            data={[...points]}
            margin={{ left: 0, right: 8, top: 8 }}
          >
            <CartesianGrid vertical={false} strokeDasharray="3 3" />
            <XAxis dataKey="label" tickLine={false} minTickGap={12} />
            <YAxis tickFormatter={(value: number) => compact.format(value)} width={72} />
            <Tooltip formatter={(value: unknown) => amount(Number(value))} />
            <Bar
              dataKey="volume"
              name={t('dashboard.volume.volume')}
              fill="var(--color-accent, #1d4ed8)"
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      }
      table={
        <Table
          className="data-table"
          caption={`${t('dashboard.volume.title')}: ${t('dashboard.chart.tableNote')}`}
          columns={[
            {
              header: t(interval === 'day' ? 'dashboard.volume.day' : 'dashboard.volume.month'),
              cell: (point: VolumePoint) => point.label,
            },
            {
              header: t('dashboard.volume.applications'),
              cell: (point: VolumePoint) => point.applications.toLocaleString(locale),
              className: 'numeric',
            },
            {
              header: t('dashboard.volume.volume'),
              cell: (point: VolumePoint) => amount(point.volume),
              className: 'numeric',
            },
          ]}
          rows={points}
          rowKey={(point) => point.label}
        />
      }
    />
  );
}
