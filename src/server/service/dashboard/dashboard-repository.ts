import {
  DASHBOARD_STATUSES,
  dashboardPeriods,
  NO_FIGURES,
  type DashboardFigures,
  type DashboardQuery,
  type ServiceDashboard,
} from '../../../domain/contract';
import type { ApplicationStatus } from '../../../domain/application-status';
import { norwegianDaysBounds, startOfNorwegianDay } from '../../../domain/norwegian-time';
import type { Database } from '../../database';
import { toNumber } from '../sql';

/** The applications of one salesperson, status and day or month, added up by the database. */
interface GroupRow {
  sales_person_id: number | null;
  status: ApplicationStatus;
  bucket: number;
  applications: number;
  volume: string;
  approved: number;
  decided: number;
  signed: number;
  paid_out: number;
}

/** Sums kept in øre, so that adding up amounts never drifts. */
interface Sums {
  applications: number;
  volumeOre: number;
  approved: number;
  decided: number;
  signed: number;
  paidOut: number;
}

const noSums = (): Sums => ({
  applications: 0,
  volumeOre: 0,
  approved: 0,
  decided: 0,
  signed: 0,
  paidOut: 0,
});

function add(sums: Sums, row: GroupRow): void {
  sums.applications += row.applications;
  sums.volumeOre += Math.round(toNumber(row.volume) * 100);
  sums.approved += row.approved;
  sums.decided += row.decided;
  sums.signed += row.signed;
  sums.paidOut += row.paid_out;
}

const SECONDS_PER_HOUR = 3_600;

function figuresOf(sums: Sums | undefined, medianSeconds: number | null | undefined) {
  if (sums === undefined) return NO_FIGURES;
  return {
    applications: sums.applications,
    volume: sums.volumeOre / 100,
    approved: sums.approved,
    rejected: sums.decided - sums.approved,
    signed: sums.signed,
    paidOut: sums.paidOut,
    approvalRate: sums.decided === 0 ? null : sums.approved / sums.decided,
    medianHoursToDecision:
      medianSeconds === null || medianSeconds === undefined
        ? null
        : Math.round((medianSeconds / SECONDS_PER_HOUR) * 10) / 10,
  } satisfies DashboardFigures;
}

/** The sums of each key `keyOf` gives the rows. */
function sumBy<Key>(rows: readonly GroupRow[], keyOf: (row: GroupRow) => Key): Map<Key, Sums> {
  const sums = new Map<Key, Sums>();
  for (const row of rows) {
    const key = keyOf(row);
    let group = sums.get(key);
    if (group === undefined) sums.set(key, (group = noSums()));
    add(group, row);
  }
  return sums;
}

/**
 * The figures of the applications sent in a period (Norwegian days), computed in the database
 * from the application rows alone, in two queries side by side (on a PostgreSQL server, two
 * connections): one adds them up by salesperson, status and day or month (at most a few thousand
 * groups, added up further here), the other takes the medians of the time to decision
 * (docs/performance.md: the dashboard over 100 000 applications).
 */
export async function dashboardFigures(
  database: Database,
  { from, to, salesPersonId }: DashboardQuery,
): Promise<ServiceDashboard> {
  const [start, end] = norwegianDaysBounds(from, to);
  const periods = dashboardPeriods(from, to);
  const periodStarts = periods.starts.map(startOfNorwegianDay);
  const periodEnds = [...periodStarts.slice(1), end];
  // The third parameter of both queries, when there is one.
  const ofSalesPerson = salesPersonId === undefined ? [] : [salesPersonId];
  const bySalesPerson = salesPersonId === undefined ? '' : ' AND a.sales_person_id = $3';

  // Approved, decided and signed at any time, whatever came after. Each day or month of the
  // period (numbered from 1, as `periods.starts`) is read as one range of an index on
  // `created_at`, whatever the planner guesses of the ranges' sizes.
  const grouping = database.query<GroupRow>(
    `SELECT g.*, p.bucket::integer AS bucket
       FROM unnest($1::timestamptz[], $2::timestamptz[]) WITH ORDINALITY p (starts, ends, bucket),
            LATERAL (
              SELECT a.sales_person_id, a.status,
                     count(*)::integer AS applications, sum(a.financed_amount) AS volume,
                     count(a.approved_at)::integer AS approved,
                     count(a.decided_at)::integer AS decided,
                     count(a.signed_at)::integer AS signed, count(a.paid_out_at)::integer AS paid_out
                FROM application a
               WHERE a.created_at >= p.starts AND a.created_at < p.ends${bySalesPerson}
               GROUP BY a.sales_person_id, a.status) g`,
    [periodStarts, periodEnds, ...ofSalesPerson],
  );
  // Per salesperson and (whole = 1) all of them, of those decided only.
  const mediansOfDecisions = database.query<{
    whole: number;
    sales_person_id: number | null;
    median_seconds: number;
  }>(
    `SELECT grouping(a.sales_person_id) AS whole, a.sales_person_id,
            extract(epoch FROM percentile_cont(0.5) WITHIN GROUP
              (ORDER BY a.decided_at - a.created_at))::float8 AS median_seconds
       FROM application a
      WHERE a.created_at >= $1 AND a.created_at < $2${bySalesPerson} AND a.decided_at IS NOT NULL
      GROUP BY ROLLUP (a.sales_person_id)`,
    [start, end, ...ofSalesPerson],
  );
  const [groups, medians] = await Promise.all([grouping, mediansOfDecisions]);
  const rows = groups.rows;
  const salesPeople = sumBy(
    rows.filter((row) => row.sales_person_id !== null),
    (row) => row.sales_person_id ?? 0,
  );
  const names = await database.query<{ sales_person_id: number; name: string }>(
    'SELECT sales_person_id, name FROM sales_person WHERE sales_person_id = ANY($1::integer[])',
    [[...salesPeople.keys()]],
  );
  const nameOf = new Map(names.rows.map((row) => [row.sales_person_id, row.name]));
  const medianOf = new Map(
    medians.rows.map((row) => [row.whole === 1 ? 'all' : row.sales_person_id, row.median_seconds]),
  );
  const statuses = sumBy(rows, (row) => row.status);
  const buckets = sumBy(rows, (row) => row.bucket);
  const volumeOf = (sums: Sums | undefined) => (sums?.volumeOre ?? 0) / 100;

  return {
    from,
    to,
    salesPersonId: salesPersonId ?? null,
    totals: figuresOf(sumBy(rows, () => 'all').get('all'), medianOf.get('all')),
    byStatus: DASHBOARD_STATUSES.map((status) => ({
      status,
      applications: statuses.get(status)?.applications ?? 0,
      volume: volumeOf(statuses.get(status)),
    })),
    byPeriod: {
      interval: periods.interval,
      periods: periods.starts.map((start, index) => ({
        start,
        applications: buckets.get(index + 1)?.applications ?? 0,
        volume: volumeOf(buckets.get(index + 1)),
      })),
    },
    bySalesPerson: [...salesPeople]
      .map(([id, sums]) => ({
        salesPersonId: id,
        salesPersonName: nameOf.get(id) ?? '',
        ...figuresOf(sums, medianOf.get(id)),
      }))
      .sort((a, b) => b.volume - a.volume || a.salesPersonId - b.salesPersonId),
  };
}
