import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { todayInNorway } from '../domain/calculation/today-in-norway';
import type { DashboardQuery } from '../domain/contract';
import { openDatabase, type Database } from '../server/database';
import { dashboardFigures } from '../server/service/dashboard/dashboard-repository';
import { serviceMigrations } from '../server/service/migrations';

/**
 * The dashboard's figures (`GET /dashboard`, issue 31) over a generated data set: 100 000
 * applications of 14 salespeople sent over the last three years, in statuses from received to
 * paid out, in a database of their own (a PGlite data folder, or a schema of the PostgreSQL
 * server), never the system under load. The query is timed in this process, as the service runs
 * it; target 100 ms.
 */

export const DASHBOARD_APPLICATIONS = 100_000;
export const DASHBOARD_TARGET_MS = 100;
const SALESPEOPLE = 14;
const YEARS = 3;
const RUNS = 15;

/**
 * One INSERT … SELECT over generate_series: application `i` is sent `i` steps into the three
 * years; its status, and the decision, approval, signature and payout it has had, follow from
 * `i` (a decision 1 to 72 hours after sending).
 */
const GENERATE_SALESPEOPLE = `
  INSERT INTO sales_person (sales_person_id, name, email)
  SELECT 1000 + n, 'Salesperson ' || n, 'salesperson' || n || '@example.com'
    FROM generate_series(1, ${SALESPEOPLE}) n`;
const GENERATE_APPLICATIONS = `
  INSERT INTO application (status, created_at, updated_at, sales_person_id, vendor_id, applicant,
    calculation_request, calculation, applicant_name, object_description, term_amount,
    financed_amount, decided_at, approved_at, signed_at, paid_out_at, payout_amount)
  SELECT s.status, s.sent, s.sent, 1001 + i % ${SALESPEOPLE}, 501, '{}', '{}', '{}',
         'Customer ' || i, 'Object ' || i, 4000 + i % 3000, 150000 + (i * 7919) % 850000,
         CASE WHEN s.status NOT IN ('Received', 'UnderReview') THEN s.decided END,
         CASE WHEN s.status IN ('Approved', 'ContractSent', 'Signed', 'PaidOut')
                OR (s.status = 'Cancelled' AND i % 2 = 0) THEN s.decided END,
         CASE WHEN s.status IN ('Signed', 'PaidOut') THEN s.decided + interval '5 days' END,
         CASE WHEN s.status = 'PaidOut' THEN s.decided + interval '9 days' END,
         CASE WHEN s.status = 'PaidOut' THEN 150000 + (i * 7919) % 850000 END
    FROM generate_series(1, $1::integer) i,
         LATERAL (SELECT
           (ARRAY['Received', 'UnderReview', 'Approved', 'Rejected', 'ContractSent', 'Signed',
                  'PaidOut', 'PaidOut', 'PaidOut', 'Cancelled'])[1 + i % 10] AS status,
           now() - interval '${YEARS} years' * (1 - i::numeric / $1) AS sent,
           now() - interval '${YEARS} years' * (1 - i::numeric / $1)
             + interval '1 hour' * (1 + i % 72) AS decided) s`;

export interface DashboardBenchResult {
  period: string;
  applications: number;
  medianMs: number;
  p95Ms: number;
}

const daysAgo = (today: string, days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

async function time(database: Database, query: DashboardQuery) {
  await dashboardFigures(database, query); // warm: plans and pages
  const times: number[] = [];
  let applications = 0;
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    applications = (await dashboardFigures(database, query)).totals.applications;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))];
  return { applications, medianMs: at(0.5) ?? 0, p95Ms: at(0.95) ?? 0 };
}

/** The generated data set in its own database, the dashboard timed on it, the database dropped. */
export async function benchDashboard(databaseUrl?: string): Promise<{
  generatedSeconds: number;
  results: DashboardBenchResult[];
}> {
  const dataDir = databaseUrl === undefined ? mkdtempSync(join(tmpdir(), 'bench-dashboard-')) : '';
  const schema = `bench_dashboard_${process.pid}`;
  const database = await openDatabase(
    databaseUrl === undefined
      ? { dataDir, migrations: serviceMigrations }
      : { url: databaseUrl, schema, migrations: serviceMigrations },
  );
  try {
    const start = performance.now();
    await database.query(GENERATE_SALESPEOPLE);
    await database.query(GENERATE_APPLICATIONS, [DASHBOARD_APPLICATIONS]);
    await database.query('ANALYZE application');
    const generatedSeconds = (performance.now() - start) / 1000;
    const today = todayInNorway();
    const periods: Array<[string, DashboardQuery]> = [
      ['the last 12 months, everyone', { from: daysAgo(today, 364), to: today }],
      [
        'the last 12 months, one salesperson',
        { from: daysAgo(today, 364), to: today, salesPersonId: 1003 },
      ],
      ['the last 30 days, everyone', { from: daysAgo(today, 29), to: today }],
    ];
    const results: DashboardBenchResult[] = [];
    for (const [period, query] of periods)
      results.push({ period, ...(await time(database, query)) });
    return { generatedSeconds, results };
  } finally {
    if (databaseUrl !== undefined) await database.query(`DROP SCHEMA ${schema} CASCADE`);
    await database.close();
    if (dataDir !== '') rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Prints the dashboard's times beside their target; far off it (twice) is listed. */
export function reportDashboard(
  title: string,
  { generatedSeconds, results }: Awaited<ReturnType<typeof benchDashboard>>,
  farOffBudget: string[],
): void {
  console.info(
    `\n${title}: GET /dashboard over ${DASHBOARD_APPLICATIONS.toLocaleString('en')} applications ` +
      `(generated in ${generatedSeconds.toFixed(1)} s)`,
  );
  console.table(
    Object.fromEntries(
      results.map((result) => [
        result.period,
        {
          applications: result.applications.toLocaleString('en'),
          'median ms': result.medianMs.toFixed(1),
          'p95 ms': result.p95Ms.toFixed(1),
          'target ms': DASHBOARD_TARGET_MS,
        },
      ]),
    ),
  );
  for (const result of results) {
    if (result.medianMs > 2 * DASHBOARD_TARGET_MS) {
      farOffBudget.push(
        `${title}: the dashboard of ${result.period} takes ${result.medianMs.toFixed(0)} ms (median), target ${DASHBOARD_TARGET_MS} ms`,
      );
    }
  }
}
