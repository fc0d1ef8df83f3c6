import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildClientIfStale } from '../server/bff/client-build';
import { measureBundleSize } from './bundle-size';
import { benchCalculation } from './calculation-bench';
import { benchService } from './service-bench';

/**
 * `npm run bench`: the performance figures of the product, printed as a table. Budgets named by
 * an issue fail the run (exit 1); everything else is reported.
 */

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const INITIAL_JAVASCRIPT_BUDGET_BYTES = 150 * 1024;

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

const service = await benchService();
console.info('\nFinancing service over loopback (autocannon, 50 connections, in-memory PGlite)');
console.table(
  Object.fromEntries(
    service.map((result) => [
      result.name,
      {
        requests: perSecond(result.requestsPerSec),
        'p99 ms': result.p99Ms,
        'bare node:http': perSecond(result.baselineRequestsPerSec),
        ratio: result.ratio.toFixed(3),
      },
    ]),
  ),
);

const clientDir = join(root, 'dist', 'client');
await buildClientIfStale(root, clientDir);
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

if (failures.length > 0) {
  console.error(`\nOver budget:\n- ${failures.join('\n- ')}`);
  process.exitCode = 1;
}
