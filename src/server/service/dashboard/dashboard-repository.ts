import {
  DASHBOARD_STATUSES,
  NO_FIGURES,
  dashboardPeriods,
  type DashboardFigures,
  type DashboardQuery,
  type ServiceDashboard,
} from '../../../domain/contract';
import type { ApplicationStatus } from '../../../domain/application-status';
import { norwegianDaysBounds, startOfNorwegianDay } from '../../../domain/norwegian-time';
import type { Database } from '../../database';
import { toNumber } from '../sql';

interface FiguresRow {
  sales_person_id: number | null;
  sales_person_name: string | null;
  applications: number;
  volume: string | null;
  approved: number;
  rejected: number;
  signed: number;
  paid_out: number;
  median_seconds: number | null;
}

const SECONDS_PER_HOUR = 3_600;

const figuresOf = (row: FiguresRow | undefined): DashboardFigures => {
  if (row === undefined) return NO_FIGURES;
  const decided = row.approved + row.rejected;
  return {
    applications: row.applications,
    volume: toNumber(row.volume ?? 0),
    approved: row.approved,
    rejected: row.rejected,
    signed: row.signed,
    paidOut: row.paid_out,
    approvalRate: decided === 0 ? null : row.approved / decided,
    medianHoursToDecision:
      row.median_seconds === null
        ? null
        : Math.round((row.median_seconds / SECONDS_PER_HOUR) * 10) / 10,
  };
};

/**
 * The figures of the applications sent in a period (Norwegian days), all computed in the
 * database from the application rows alone: each query one scan of the period through the index
 * on `created_at` (docs/performance.md: the dashboard of 100 000 applications).
 */
export async function dashboardFigures(
  database: Database,
  { from, to, salesPersonId }: DashboardQuery,
): Promise<ServiceDashboard> {
  const params: unknown[] = [...norwegianDaysBounds(from, to)];
  let where = 'a.created_at >= $1 AND a.created_at < $2';
  if (salesPersonId !== undefined) {
    params.push(salesPersonId);
    where += ' AND a.sales_person_id = $3';
  }
  const periods = dashboardPeriods(from, to);

  // Per salesperson and (grouping null) all of them: approved, rejected and signed at any time,
  // whatever came after; the median of the hours from sending to the first decision.
  const figures = await database.query<FiguresRow & { whole: number }>(
    `SELECT grouping(a.sales_person_id) AS whole, a.sales_person_id,
            min(s.name) AS sales_person_name,
            count(*)::integer AS applications, sum(a.financed_amount) AS volume,
            count(a.approved_at)::integer AS approved,
            (count(a.decided_at) - count(a.approved_at))::integer AS rejected,
            count(a.signed_at)::integer AS signed, count(a.paid_out_at)::integer AS paid_out,
            percentile_cont(0.5) WITHIN GROUP
              (ORDER BY extract(epoch FROM a.decided_at - a.created_at)) AS median_seconds
       FROM application a LEFT JOIN sales_person s USING (sales_person_id)
      WHERE ${where}
      GROUP BY ROLLUP (a.sales_person_id)`,
    params,
  );
  const byStatus = await database.query<{
    status: ApplicationStatus;
    applications: number;
    volume: string;
  }>(
    `SELECT a.status, count(*)::integer AS applications, sum(a.financed_amount) AS volume
       FROM application a WHERE ${where} GROUP BY a.status`,
    params,
  );
  // Each application in its day or month: the bucket whose start it is on or after.
  const bounds = periods.starts.map(startOfNorwegianDay);
  const byPeriod = await database.query<{ bucket: number; applications: number; volume: string }>(
    `SELECT width_bucket(a.created_at, $${params.length + 1}::timestamptz[]) AS bucket,
            count(*)::integer AS applications, sum(a.financed_amount) AS volume
       FROM application a WHERE ${where} GROUP BY 1`,
    [...params, bounds],
  );

  const statuses = new Map(byStatus.rows.map((row) => [row.status, row]));
  const buckets = new Map(byPeriod.rows.map((row) => [row.bucket, row]));
  return {
    from,
    to,
    salesPersonId: salesPersonId ?? null,
    totals: figuresOf(figures.rows.find((row) => row.whole === 1)),
    byStatus: DASHBOARD_STATUSES.map((status) => ({
      status,
      applications: statuses.get(status)?.applications ?? 0,
      volume: toNumber(statuses.get(status)?.volume ?? 0),
    })),
    byPeriod: {
      interval: periods.interval,
      periods: periods.starts.map((start, index) => ({
        start,
        applications: buckets.get(index + 1)?.applications ?? 0,
        volume: toNumber(buckets.get(index + 1)?.volume ?? 0),
      })),
    },
    bySalesPerson: figures.rows
      .filter((row) => row.whole === 0 && row.sales_person_id !== null)
      .map((row) => ({
        salesPersonId: row.sales_person_id ?? 0,
        salesPersonName: row.sales_person_name ?? '',
        ...figuresOf(row),
      }))
      .sort((a, b) => b.volume - a.volume || a.salesPersonId - b.salesPersonId),
  };
}
