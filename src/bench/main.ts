import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureBundleSize } from './bundle-size';
import { benchDashboard, reportDashboard } from './dashboard-bench';
import { benchCalculation } from './calculation-bench';
import { benchOfferTyping, reportKeyToFrame } from './offer-typing-bench';
import { benchSystem } from './system-bench';
import { startSystem } from './system-process';
import { reportSystem, type SystemVerdict } from './system-report';
import { reportPaymentGridBench } from './payment-grid-bench';
import { benchSignIn } from './sign-in-bench';

/**
 * `npm run bench`: the performance figures of the product, printed as tables beside their targets.
 * The bundle size, which does not vary, fails the run (exit 1) at its budget, and so does any
 * error under load. CPU time per request and wall-clock figures vary with the machine and its
 * load: a target missed is listed (a wall-clock one when far off), and fails the run only with
 * `BENCH_STRICT=1` (on a machine of its own).
 */

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const INITIAL_JAVASCRIPT_BUDGET_BYTES = 130 * 1024;
const BENCH_PORT = Number(process.env.BENCH_PORT ?? 3199);

/** A shorter capacity load in CI (the bench runs twice there, on PGlite and on PostgreSQL). */
const ci = process.env.CI === 'true';
const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
/**
 * 6 s in CI too: in two CI runs the service's calculation cost 430–648 µs a request over 2 s
 * windows and 420–476 µs over the tail's 6 s, and the ratios, overheads and capacity
 * predictions taken from the short windows moved with them (docs/performance.md).
 */
const load = {
  seconds: setting('BENCH_SECONDS', 6),
  connections: setting('BENCH_CONNECTIONS', 16),
};
/**
 * 6 s in CI too: a 2 s window's p99 is its 50 slowest answers, which the window's first moments
 * (new connections, a collection the path before left due) fill on their own (docs/performance.md).
 */
const tail = {
  seconds: setting('BENCH_TAIL_SECONDS', 6),
  connections: setting('BENCH_TAIL_CONNECTIONS', 32),
};
const pressure = {
  seconds: setting('BENCH_PRESSURE_SECONDS', ci ? 5 : 60),
  connections: setting('BENCH_PRESSURE_CONNECTIONS', 200),
};
/** BENCH_SOAK_MINUTES: a long mixed load after the rest (5 for issue 33's); none by default. */
const soakMinutes = process.env.BENCH_SOAK_MINUTES;
const soak =
  soakMinutes === undefined || soakMinutes === ''
    ? undefined
    : { minutes: Number(soakMinutes), connections: setting('BENCH_SOAK_CONNECTIONS', 32) };
/** A folder for the server's CPU profiles (`node --cpu-prof`) while it is loaded. */
const cpuProfileDir = process.env.BENCH_CPU_PROFILE_DIR;
/** More node flags for the server, e.g. `--max-semi-space-size=32`, separated by spaces. */
const serverNodeFlags = [
  ...(process.env.BENCH_NODE_OPTIONS ?? '').split(/\s+/).filter((flag) => flag !== ''),
  ...(cpuProfileDir === undefined ? [] : ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`]),
];

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const perSecond = (value: number) => `${Math.round(value).toLocaleString('en')}/s`;
const failures: string[] = [];

const engine = await benchCalculation();
console.info(`\nCalculation engine: ${engine.name}`);
console.table({
  'domain engine': {
    calculations: perSecond(engine.engineOpsPerSec),
    'µs each': engine.microsecondsPerCalculation.toFixed(1),
  },
  'baseline (formulajs PMT + RATE, plain loop)': {
    calculations: perSecond(engine.baselineOpsPerSec),
    'µs each': (1e6 / engine.baselineOpsPerSec).toFixed(1),
  },
});
console.info(`engine / baseline: ${engine.ratio.toFixed(1)}×`);

const systemOptions = {
  root,
  port: BENCH_PORT,
  load,
  tail,
  pressure,
  ...(soak === undefined ? {} : { soak }),
  ...(serverNodeFlags.length === 0 ? {} : { nodeFlags: serverNodeFlags }),
};
const missedTargets: string[] = [];
const judge = ({ errors, missedTargets: missed }: SystemVerdict) => {
  failures.push(...errors);
  missedTargets.push(...missed);
};
const flagsNote = serverNodeFlags.length === 0 ? '' : `, server flags ${serverNodeFlags.join(' ')}`;
judge(reportSystem(await benchSystem(systemOptions), `Embedded PostgreSQL (PGlite)${flagsNote}`));
// BENCH_DATABASE_URL: the same against a PostgreSQL server (its tables are created or reused).
const databaseUrl = process.env.BENCH_DATABASE_URL;
if (databaseUrl !== undefined && databaseUrl !== '') {
  judge(
    reportSystem(
      await benchSystem({ ...systemOptions, databaseUrl }),
      `PostgreSQL server${flagsNote}`,
    ),
  );
}

// `npm run bench` builds the portal first when its build is missing or stale.
const clientDir = join(root, 'dist', 'client');
const bundle = measureBundleSize(clientDir);
console.info('\nPortal bundle');
console.table({
  'initial JavaScript (gzip)': {
    value: kilobytes(bundle.initialJavaScriptGzipBytes),
    budget: kilobytes(INITIAL_JAVASCRIPT_BUDGET_BYTES),
  },
  'initial CSS (gzip)': { value: kilobytes(bundle.initialCssGzipBytes), budget: '' },
});
if (bundle.initialJavaScriptGzipBytes > INITIAL_JAVASCRIPT_BUDGET_BYTES) {
  failures.push(
    `initial JavaScript is ${kilobytes(bundle.initialJavaScriptGzipBytes)} gzipped, over the ${kilobytes(INITIAL_JAVASCRIPT_BUDGET_BYTES)} budget`,
  );
}

// The dashboard's query on 100 000 generated applications, in a database of its own: the system
// under load above never holds them.
reportDashboard('Embedded PostgreSQL (PGlite)', await benchDashboard(), missedTargets);
if (databaseUrl !== undefined && databaseUrl !== '') {
  reportDashboard('PostgreSQL server', await benchDashboard(databaseUrl), missedTargets);
}

// The whole system on a fresh data directory, as `npm start` runs it, for a real browser.
const dataDir = mkdtempSync(join(tmpdir(), 'dealer-portal-bench-'));
const system = await startSystem({ root, port: BENCH_PORT, dataDir });
try {
  await benchSignIn(system.origin);
  reportKeyToFrame(
    'Offer workspace: key in the price field to the frame that shows the payment (Chromium)',
    'typing',
    await benchOfferTyping(system.origin),
    failures,
  );
  await reportPaymentGridBench(system.origin, failures);
} finally {
  await system.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

if (missedTargets.length > 0) {
  console.warn(`\nTargets missed:\n- ${missedTargets.join('\n- ')}`);
  if (process.env.BENCH_STRICT === '1') failures.push(...missedTargets);
  else console.warn('These fail the run with BENCH_STRICT=1, on a machine of its own.');
}
if (failures.length > 0) {
  console.error(`\nOver budget:\n- ${failures.join('\n- ')}`);
  process.exitCode = 1;
}
