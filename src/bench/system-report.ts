import type { PathResult, SystemBenchResult } from './system-bench';

/**
 * The system bench's figures as tables, each path beside what it is measured against. Errors are
 * failures on any machine; a ratio, size or time far off its target is reported apart, because a
 * busy shared machine can explain it.
 */

interface Reference {
  /** The path (or `engine`) the ratio divides by. */
  of: string;
  target: number;
  /** Below this the ratio is far off its target, beyond the noise of a shared machine. */
  failsBelow: number;
}

const BARE_HTTP = 'bare node:http';
const round3 = (ratio: number) => Math.round(ratio * 1000) / 1000;
/** Two decimals, three for the small shares of the bare server. */
const ratioText = (ratio: number) => ratio.toFixed(ratio < 0.1 ? 3 : 2);

const REFERENCES: Record<string, Reference> = {
  'POST /partner-api/calculation': { of: 'engine', target: 0.5, failsBelow: 0.1 },
  'POST /partner-api/campaign/search': {
    of: 'POST /partner-api/calculation',
    target: 0.8,
    failsBelow: 0.15,
  },
  'POST /partner-api/funding-interest/search': {
    of: 'POST /partner-api/calculation',
    target: 0.8,
    failsBelow: 0.15,
  },
  'POST /api/calculation': { of: 'POST /partner-api/calculation', target: 0.5, failsBelow: 0.1 },
  'POST /api/campaign/search': {
    of: 'POST /partner-api/campaign/search',
    target: 0.5,
    failsBelow: 0.1,
  },
  // Issue 17 asks three times the rate it measured (557/s, while a bare node:http ran 74 000/s on
  // its machine): a share of the bare server in the same run, so any machine can tell.
  'GET /api/application/{id}': {
    of: BARE_HTTP,
    target: round3((3 * 557) / 74_000),
    failsBelow: round3((3 * 557) / 74_000 / 5),
  },
};

export const BUDGETS = {
  residentMb: 350,
  coldStartEmptyMs: 3_000,
  coldStartExistingMs: 1_500,
  pressureP99Ms: 100,
  pressureMaxMs: 1_000,
  /** Resident memory may grow this share over the soak, from its first minute to its end. */
  soakGrowth: 0.1,
  offerSaveP95Ms: 100,
};

/** Sizes and times are far off at this multiple of their budget. */
const FAILS_AT_BUDGET_TIMES = 2;

const perSecond = (value: number) => `${Math.round(value).toLocaleString('en')}/s`;

export interface SystemVerdict {
  errors: string[];
  farOffBudget: string[];
}

export function reportSystem(result: SystemBenchResult, title: string): SystemVerdict {
  const errors: string[] = [];
  const farOffBudget: string[] = [];
  const rateOf = (name: string) =>
    name === 'engine'
      ? result.engineRatePerSec
      : name === BARE_HTTP
        ? result.bareHttp.requestsPerSec
        : (result.paths.find((path) => path.path === name)?.requestsPerSec ?? Number.NaN);
  const errorsIn = (paths: PathResult[]) => {
    for (const path of paths) {
      if (path.errors > 0) errors.push(`${title}: ${path.path} had ${path.errors} errors`);
    }
  };

  console.info(`\n${title}: the built system in its own process, autocannon in another`);
  console.table({
    'engine alone (same request, one core)': { rate: perSecond(result.engineRatePerSec) },
    'bare node:http, fixed JSON body': {
      rate: perSecond(result.bareHttp.requestsPerSec),
      'p99 ms': result.bareHttp.p99Ms,
    },
    ...Object.fromEntries(
      result.paths.map((path) => {
        const reference = REFERENCES[path.path];
        const ratio =
          reference === undefined ? undefined : path.requestsPerSec / rateOf(reference.of);
        if (reference !== undefined && ratio !== undefined && ratio < reference.failsBelow) {
          farOffBudget.push(
            `${title}: ${path.path} runs at ${ratioText(ratio)} of ${reference.of}, far below its target ${reference.target}`,
          );
        }
        return [
          path.path,
          {
            rate: perSecond(path.requestsPerSec),
            'p99 ms': path.p99Ms,
            'max ms': path.maxMs,
            errors: path.errors,
            'of bare http': (path.requestsPerSec / result.bareHttp.requestsPerSec).toFixed(3),
            ratio: ratio === undefined ? '' : ratioText(ratio),
            'ratio of': reference?.of ?? '',
            target: reference === undefined ? '' : `≥ ${reference.target}`,
          },
        ];
      }),
    ),
  });
  errorsIn(result.paths);

  // Each connection sends its next request when answered, so at a rate R the N connections wait
  // N ÷ R on average (Little's law), however the server orders its work.
  console.info(
    `Under pressure through the portal server (/healthz slowest ${result.healthUnderPressureMaxMs.toFixed(0)} ms meanwhile; ${result.pressureConnections} connections wait ${result.pressureConnections} ÷ rate on average)`,
  );
  console.table(
    Object.fromEntries(
      result.pressure.map((path) => [
        path.path,
        {
          rate: perSecond(path.requestsPerSec),
          'mean ms at this rate': (
            (1000 * result.pressureConnections) /
            path.requestsPerSec
          ).toFixed(0),
          'p99 ms': path.p99Ms,
          'max ms': path.maxMs,
          errors: path.errors,
          target: `p99 ≤ ${BUDGETS.pressureP99Ms} ms, max ≤ ${BUDGETS.pressureMaxMs} ms, no error`,
        },
      ]),
    ),
  );
  errorsIn(result.pressure);

  const sizes = [
    [
      'resident memory after start, empty data folder',
      result.residentMb.afterFirstStart,
      BUDGETS.residentMb,
      'MB',
    ],
    [
      'resident memory after start, existing data folder',
      result.residentMb.afterStart,
      BUDGETS.residentMb,
      'MB',
    ],
    ['resident memory after load', result.residentMb.afterLoad, BUDGETS.residentMb, 'MB'],
    [
      'cold start, empty data folder',
      result.coldStartMs.emptyDataDir,
      BUDGETS.coldStartEmptyMs,
      'ms',
    ],
    [
      'cold start, existing data folder',
      result.coldStartMs.existingDataDir,
      BUDGETS.coldStartExistingMs,
      'ms',
    ],
  ] as const;
  console.table(
    Object.fromEntries(
      sizes.map(([name, value, budget, unit]) => {
        if (value > budget * FAILS_AT_BUDGET_TIMES) {
          farOffBudget.push(
            `${title}: ${name} is ${value.toFixed(0)} ${unit}, budget ${budget} ${unit}`,
          );
        }
        return [name, { value: `${value.toFixed(0)} ${unit}`, budget: `${budget} ${unit}` }];
      }),
    ),
  );

  const { offerSave, soak } = result;
  console.info('Saving an offer (PUT /api/offer/{id}, one save after another, as the page does)');
  console.table({
    'save round trip': {
      'median ms': offerSave.medianMs.toFixed(1),
      'p95 ms': offerSave.p95Ms.toFixed(1),
      samples: offerSave.samples,
      budget: `p95 ≤ ${BUDGETS.offerSaveP95Ms} ms`,
    },
  });
  if (offerSave.p95Ms > BUDGETS.offerSaveP95Ms * FAILS_AT_BUDGET_TIMES) {
    farOffBudget.push(
      `${title}: saving an offer takes ${offerSave.p95Ms.toFixed(0)} ms (p95), budget ${BUDGETS.offerSaveP95Ms} ms`,
    );
  }

  if (soak !== undefined) {
    const growth = soak.residentAtEndMb / soak.residentAfterFirstMinuteMb - 1;
    console.info(`Soak: ${soak.minutes} minutes of every path in turn`);
    console.table({
      soak: {
        requests: soak.requests,
        errors: soak.errors,
        'resident after 1 min': `${soak.residentAfterFirstMinuteMb.toFixed(0)} MB`,
        'resident at end': `${soak.residentAtEndMb.toFixed(0)} MB`,
        growth: `${(growth * 100).toFixed(1)} %`,
        budget: `< ${BUDGETS.soakGrowth * 100} %`,
      },
    });
    if (soak.errors > 0) errors.push(`${title}: the soak had ${soak.errors} errors`);
    if (growth > BUDGETS.soakGrowth * FAILS_AT_BUDGET_TIMES) {
      farOffBudget.push(
        `${title}: resident memory grew ${(growth * 100).toFixed(1)} % over the soak, budget ${BUDGETS.soakGrowth * 100} %`,
      );
    }
  }
  return { errors, farOffBudget };
}
