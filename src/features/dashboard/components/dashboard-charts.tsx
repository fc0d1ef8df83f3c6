import type { ReactNode } from 'react';
import { Table } from '../../../components/data-table';
import { codeChunk, useCodeChunk } from '../../../lib/code-chunk';
import { useLocale } from '../../../lib/locale';

/**
 * The drawings and their chart library are a chunk of their own, fetched once the figures are
 * shown, and drawn when it is in, in a transition. Their space is kept meanwhile, so nothing
 * below them moves. A chunk that fails to load fails the screen, as the screen's own chunk would.
 */
const drawingsChunk = codeChunk(() => import('./chart-drawings'));
const useDrawings = () => useCodeChunk(drawingsChunk, { inTransition: true });

/**
 * A chart with its figures as a table beside it for screen readers: the drawing is hidden from
 * them, the table from sight. The drawing's box is `height` pixels high from the start.
 */
function ChartFigure({
  title,
  height,
  chart,
  table,
}: {
  title: string;
  height: number;
  chart: ReactNode;
  table: ReactNode;
}) {
  return (
    <figure className="dashboard-chart">
      <figcaption className="dashboard-chart__title">{title}</figcaption>
      <div className="dashboard-chart__drawing" aria-hidden="true" style={{ height }}>
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
  const height = steps.length * 44 + 16;
  const drawings = useDrawings();
  return (
    <ChartFigure
      title={t('dashboard.funnel.title')}
      height={height}
      chart={drawings && <drawings.FunnelDrawing steps={steps} height={height} />}
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

const VOLUME_CHART_HEIGHT = 240;

/** The financed volume of each day or month, as bars. */
export function VolumeChart({
  points,
  interval,
}: {
  points: readonly VolumePoint[];
  interval: 'day' | 'month';
}) {
  const { t, amount, locale } = useLocale();
  const drawings = useDrawings();
  return (
    <ChartFigure
      title={t('dashboard.volume.title')}
      height={VOLUME_CHART_HEIGHT}
      chart={drawings && <drawings.VolumeDrawing points={points} height={VOLUME_CHART_HEIGHT} />}
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
