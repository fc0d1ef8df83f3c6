import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ELECTRIC_CAR_REQUEST } from '../domain/contract/example-requests';
import { CSRF_HEADER } from '../domain/contract/portal-api';
import { PATHS } from '../domain/topology';
import { offerContent } from '../server/bff/offers/test-offer';
import { signIn, type ProviderAddress } from '../server/idp/test-support';
import { engineRateFor } from './calculation-bench';
import {
  generateLoad,
  type LoadOptions,
  type LoadRequest,
  type LoadResult,
} from './load-generator';
import { startSystem, type SystemProcess } from './system-process';

/**
 * The whole system as `npm start` runs it, in a child process, loaded by autocannon in another:
 * each path's rate beside the engine's own rate for the same request and a bare node:http server,
 * all from one run, so the ratios hold on a busy machine even where the absolute figures do not.
 */

export const DEMO_API_KEY = 'dev-partner-api-key';

/** The demo's electric car with its plan, at campaign 101's rate. */
export const CALCULATION_REQUEST = {
  ...ELECTRIC_CAR_REQUEST,
  includePaymentPlan: true,
  campaignId: 101,
} as const;

export interface PathResult extends LoadResult {
  path: string;
}

export interface SystemBenchResult {
  engineRatePerSec: number;
  bareHttp: LoadResult;
  paths: PathResult[];
  pressure: PathResult[];
  /** The connections of the pressure, each sending its next request when answered. */
  pressureConnections: number;
  /** The slowest `/healthz` answer while the pressure runs, in ms. */
  healthUnderPressureMaxMs: number;
  residentMb: {
    /** On an empty data folder: the database cluster created. */
    afterFirstStart: number;
    /** On the existing data folder, before any load. */
    afterStart: number;
    afterLoad: number;
  };
  coldStartMs: { emptyDataDir: number; existingDataDir: number };
  /** A saved offer's save (`PUT /api/offer/{id}`), one after another as the page autosaves. */
  offerSave: RoundTrips;
  /** With `soakMinutes`: resident memory through a long mixed load. */
  soak?: SoakResult;
}

export interface RoundTrips {
  medianMs: number;
  p95Ms: number;
  samples: number;
}

export interface SoakResult {
  minutes: number;
  requests: number;
  errors: number;
  /** After the first minute's load, when the caches and the JIT have settled. */
  residentAfterFirstMinuteMb: number;
  residentAtEndMb: number;
}

export interface SystemBenchOptions {
  root: string;
  /** The system's port; the bare node:http server takes the next one. */
  port: number;
  load: LoadOptions;
  pressure: LoadOptions;
  /** A PostgreSQL server for the service instead of PGlite. */
  databaseUrl?: string;
  /** Node flags for the server, e.g. `--cpu-prof`. */
  nodeFlags?: string[];
  /** Minutes of mixed load through every path after the rest, watching resident memory. */
  soakMinutes?: number;
}

const json = { 'content-type': 'application/json' };

export async function benchSystem(options: SystemBenchOptions): Promise<SystemBenchResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dealer-portal-bench-'));
  const environment: Record<string, string> =
    options.databaseUrl === undefined ? {} : { DATABASE_URL: options.databaseUrl };
  const start = () =>
    startSystem({
      root: options.root,
      port: options.port,
      dataDir,
      environment,
      ...(options.nodeFlags === undefined ? {} : { nodeFlags: options.nodeFlags }),
    });
  try {
    const first = await start();
    const emptyDataDir = first.startMs;
    const residentAfterFirstStart = first.residentMb();
    await first.stop();
    const system = await start();
    try {
      const residentAfterStart = system.residentMb();
      // While the system idles: the bench process alone on one core.
      const engineRatePerSec = engineRateFor(CALCULATION_REQUEST);
      const bareHttp = await benchBareHttp(options.port + 1, options.load);
      const paths = await benchPaths(system, options.load);
      const { pressure, healthMaxMs } = await benchPressure(system, options.pressure);
      const afterLoad = system.residentMb();
      const offerSave = await benchOfferSave(system.origin);
      const soak =
        options.soakMinutes === undefined
          ? undefined
          : await benchSoak(system, options.load.connections, options.soakMinutes);
      return {
        engineRatePerSec,
        bareHttp,
        paths,
        pressure,
        pressureConnections: options.pressure.connections,
        healthUnderPressureMaxMs: healthMaxMs,
        residentMb: {
          afterFirstStart: residentAfterFirstStart,
          afterStart: residentAfterStart,
          afterLoad,
        },
        coldStartMs: { emptyDataDir, existingDataDir: system.startMs },
        offerSave,
        ...(soak === undefined ? {} : { soak }),
      };
    } finally {
      await system.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const BARE_HTTP_SERVER = `
const port = Number(process.argv[1]);
require('node:http').createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('{"campaigns":[]}');
  });
}).listen(port, '127.0.0.1', () => process.send('listening'));`;

/** The ceiling of any HTTP path on this machine: node:http answering a fixed body, no work. */
async function benchBareHttp(port: number, load: LoadOptions): Promise<LoadResult> {
  const child = spawn(process.execPath, ['-e', BARE_HTTP_SERVER, String(port)], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  try {
    await new Promise((resolve, reject) => {
      child.once('message', resolve);
      child.once('exit', reject);
    });
    const request = {
      url: `http://127.0.0.1:${port}/`,
      method: 'POST',
      headers: json,
      body: JSON.stringify({ calculationRequest: CALCULATION_REQUEST }),
    } as const;
    return await measure(request, load);
  } finally {
    child.kill('SIGTERM');
  }
}

/** A second or so of load first, so the JIT and the caches are warm before the measurement. */
async function measure(request: LoadRequest, load: LoadOptions): Promise<LoadResult> {
  await generateLoad(request, { connections: load.connections, seconds: 1 });
  return generateLoad(request, load);
}

interface Scenario {
  path: string;
  request: LoadRequest;
}

export async function scenarios(system: SystemProcess): Promise<Scenario[]> {
  const service = `${system.origin}${PATHS.partnerApi}`;
  const serviceHeaders = { authorization: `Bearer ${DEMO_API_KEY}` };
  const portal = `${system.origin}${PATHS.portalApi}`;
  const portalHeaders = {
    authorization: `Bearer ${await portalAccessToken(system.origin)}`,
    [CSRF_HEADER.name]: CSRF_HEADER.value,
  };
  const calculation = JSON.stringify({ calculationRequest: CALCULATION_REQUEST });
  const search = JSON.stringify({
    calculationRequest: { ...CALCULATION_REQUEST, campaignId: undefined },
  });
  const serviceApplication = await firstApplicationId(`${service}/application`, serviceHeaders);
  const portalApplication = await firstApplicationId(`${portal}/application`, portalHeaders);
  const post = (url: string, headers: Record<string, string>, body: string): LoadRequest => ({
    url,
    method: 'POST',
    headers: { ...headers, ...json },
    body,
  });
  return [
    {
      path: 'POST /partner-api/calculation',
      request: post(`${service}/calculation`, serviceHeaders, calculation),
    },
    {
      path: 'POST /partner-api/campaign/search',
      request: post(`${service}/campaign/search`, serviceHeaders, search),
    },
    {
      path: 'POST /partner-api/funding-interest/search',
      request: post(`${service}/funding-interest/search`, serviceHeaders, search),
    },
    {
      path: 'GET /partner-api/application/{id}',
      request: { url: `${service}/application/${serviceApplication}`, headers: serviceHeaders },
    },
    {
      path: 'POST /api/calculation',
      request: post(`${portal}/calculation`, portalHeaders, calculation),
    },
    {
      path: 'POST /api/campaign/search',
      request: post(`${portal}/campaign/search`, portalHeaders, search),
    },
    {
      path: 'GET /api/application/{id}',
      request: { url: `${portal}/application/${portalApplication}`, headers: portalHeaders },
    },
  ];
}

async function benchPaths(system: SystemProcess, load: LoadOptions): Promise<PathResult[]> {
  const results: PathResult[] = [];
  for (const { path, request } of await scenarios(system)) {
    results.push({ path, ...(await measure(request, load)) });
  }
  return results;
}

const PRESSURE_PATHS = ['POST /api/calculation', 'POST /api/campaign/search'];
const HEALTH_PROBE_INTERVAL_MS = 100;

/** Many connections through the portal server, with `/healthz` probed all the while. */
async function benchPressure(
  system: SystemProcess,
  pressure: LoadOptions,
): Promise<{ pressure: PathResult[]; healthMaxMs: number }> {
  const all = await scenarios(system);
  const results: PathResult[] = [];
  let healthMaxMs = 0;
  const stopProbing = new AbortController();
  const probe = (async () => {
    while (!stopProbing.signal.aborted) {
      const started = performance.now();
      const response = await fetch(`${system.origin}${PATHS.health}`);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`/healthz answered ${response.status} under pressure`);
      healthMaxMs = Math.max(healthMaxMs, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, HEALTH_PROBE_INTERVAL_MS));
    }
  })();
  try {
    for (const { path, request } of all.filter((scenario) =>
      PRESSURE_PATHS.includes(scenario.path),
    )) {
      results.push({ path, ...(await generateLoad(request, pressure)) });
    }
  } finally {
    stopProbing.abort();
    await probe;
  }
  return { pressure: results, healthMaxMs };
}

const OFFER_SAVES = 60;

/** Saves of one offer in a row, each naming the version the last one made, as the page does. */
async function benchOfferSave(origin: string): Promise<RoundTrips> {
  const headers = {
    authorization: `Bearer ${await portalAccessToken(origin)}`,
    [CSRF_HEADER.name]: CSRF_HEADER.value,
    ...json,
  };
  const offers = `${origin}${PATHS.portalApi}/offer`;
  const created = await fetch(offers, {
    method: 'POST',
    headers,
    body: JSON.stringify({ content: offerContent({ lastName: 'Bench' }) }),
  });
  if (created.status !== 201) throw new Error(`creating an offer answered ${created.status}`);
  let { offerId, version } = (await created.json()) as { offerId: string; version: number };
  const samples: number[] = [];
  for (let save = 0; save < OFFER_SAVES; save += 1) {
    const content = offerContent({ lastName: `Bench ${save}` });
    const started = performance.now();
    const response = await fetch(`${offers}/${offerId}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ version, content }),
    });
    const saved = (await response.json()) as { offerId: string; version: number };
    samples.push(performance.now() - started);
    if (!response.ok) throw new Error(`saving the offer answered ${response.status}`);
    ({ offerId, version } = saved);
  }
  // The first saves warm the route up.
  const sorted = samples.slice(OFFER_SAVES / 6).sort((a, b) => a - b);
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
  return { medianMs: at(0.5), p95Ms: at(0.95), samples: sorted.length };
}

const SOAK_ROUND_SECONDS = 15;
/**
 * How often the soak signs in again for a new access token, as the portal renews its own before it
 * expires: well within the embedded provider's five minutes, and any bank's Keycloak's.
 */
const SOAK_TOKEN_RENEWAL_MS = 60_000;

/** Every path in turn, round after round, for `minutes`: resident memory must not creep. */
async function benchSoak(
  system: SystemProcess,
  connections: number,
  minutes: number,
): Promise<SoakResult> {
  let all = await scenarios(system);
  let renewTokenAt = performance.now() + SOAK_TOKEN_RENEWAL_MS;
  const endsAt = performance.now() + minutes * 60_000;
  const firstMinuteEndsAt = performance.now() + 60_000;
  let residentAfterFirstMinuteMb: number | undefined;
  let requests = 0;
  let errors = 0;
  for (let round = 0; performance.now() < endsAt; round += 1) {
    if (performance.now() >= renewTokenAt) {
      all = await scenarios(system);
      renewTokenAt = performance.now() + SOAK_TOKEN_RENEWAL_MS;
    }
    const scenario = all[round % all.length];
    if (scenario === undefined) break;
    const result = await generateLoad(scenario.request, {
      connections,
      seconds: SOAK_ROUND_SECONDS,
    });
    requests += result.requests;
    errors += result.errors;
    if (residentAfterFirstMinuteMb === undefined && performance.now() >= firstMinuteEndsAt) {
      residentAfterFirstMinuteMb = system.residentMb();
    }
  }
  const residentAtEndMb = system.residentMb();
  return {
    minutes,
    requests,
    errors,
    residentAfterFirstMinuteMb: residentAfterFirstMinuteMb ?? residentAtEndMb,
    residentAtEndMb,
  };
}

/** A staff user's access token for the portal server, through the embedded provider's sign-in. */
async function portalAccessToken(origin: string): Promise<string> {
  const issuer = `${origin}/auth/realms/dealer`;
  const idp: ProviderAddress = {
    origin,
    redirectUri: `${origin}${PATHS.signInCallback}`,
    url: (path) => `${issuer}${path}`,
  };
  const { tokens } = await signIn(idp, 'dealer', 'demo', { scope: 'openid profile email roles' });
  return tokens.access_token;
}

async function firstApplicationId(url: string, headers: Record<string, string>): Promise<string> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const { applications } = (await response.json()) as {
    applications: { applicationId: number | string }[];
  };
  const first = applications[0];
  if (first === undefined) throw new Error(`${url} listed no application`);
  return String(first.applicationId);
}
