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
import { startBareHttp, startBareRelay, startPlainRoute, type PeerServer } from './peer-servers';
import {
  cpuSecondsOf,
  startSystem,
  type RuntimeFigures,
  type SystemProcess,
} from './system-process';

/**
 * The whole system as `npm start` runs it, in a child process, loaded by wrk in another: the
 * server's CPU time per request on each path beside its peers' (a bare node:http server, a plain
 * Fastify route doing the same calculation, a bare relay to the service), the tail of the
 * latency, the capacity under many connections and the memory, all from one run. CPU time per
 * request holds on a busy shared machine where rates and latencies do not.
 */

export const DEMO_API_KEY = 'dev-partner-api-key';

/** The demo's electric car with its plan, at campaign 101's rate. */
export const CALCULATION_REQUEST = {
  ...ELECTRIC_CAR_REQUEST,
  includePaymentPlan: true,
  campaignId: 101,
} as const;

const SERVICE_CALCULATION_PATH = `${PATHS.partnerApi}/calculation`;

export const PEERS = {
  bareHttp: 'bare node:http, fixed JSON body',
  plainRoute: 'plain Fastify route: zod contract + engine',
  bareRelay: `bare relay: node:http + undici to ${SERVICE_CALCULATION_PATH}`,
} as const;
export const SERVICE_CALCULATION = `POST ${SERVICE_CALCULATION_PATH}`;
export const PORTAL_CALCULATION = 'POST /api/calculation';

export interface PathResult extends LoadResult {
  path: string;
  /** The server process's CPU time (all threads) in the window ÷ the requests answered in it. */
  cpuMicrosecondsPerRequest: number;
  /** The server's CPU time per second of the window: the cores it kept busy. */
  cpuShare: number;
}

export interface TailResult extends PathResult {
  /** The server's garbage collections and event-loop delay in the window. */
  runtime: RuntimeFigures;
}

export interface CapacityResult {
  load: PathResult;
  connections: number;
  /** `/healthz` asked every 100 ms through the window, each on its own. */
  health: { samples: number; failures: number; p99Ms: number; maxMs: number };
  /** The path's CPU time per request at the load's connections (few), from the same run. */
  cpuMicrosecondsPerRequestAtLoad: number;
}

export interface SystemBenchResult {
  /** The engine alone on the service calculation's request, in the bench process. */
  engineMicroseconds: number;
  connections: number;
  peers: PathResult[];
  paths: PathResult[];
  /** The plain route's windows and the service calculation's, taken in turn. */
  alternated: { plainRoute: PathResult[]; serviceCalculation: PathResult[] };
  tailConnections: number;
  tail: TailResult[];
  capacity: CapacityResult;
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
  /** With `soak`: resident memory through a long mixed load. */
  soak?: SoakResult;
}

export interface RoundTrips {
  medianMs: number;
  p95Ms: number;
  samples: number;
}

export interface SoakResult {
  minutes: number;
  connections: number;
  requests: number;
  errors: number;
  /** After the first minute's load, when the caches and the JIT have settled. */
  residentAfterFirstMinuteMb: number;
  residentMaxMb: number;
  residentAtEndMb: number;
}

export interface SystemBenchOptions {
  root: string;
  /** The system's port; the peers take the next three (bare node:http, plain route, relay). */
  port: number;
  /** The CPU time per request, each path after a second's warm-up. */
  load: LoadOptions;
  /** The tail: p99 against mean latency, with the server's GC pauses and event-loop delay. */
  tail: LoadOptions;
  /** Many connections through the portal server's calculation. */
  pressure: LoadOptions;
  /** A PostgreSQL server for the service instead of PGlite. */
  databaseUrl?: string;
  /** Node flags for the server, e.g. `--cpu-prof` or `--max-semi-space-size=32`. */
  nodeFlags?: string[];
  /** Minutes of mixed load through every path after the rest, watching resident memory. */
  soak?: { minutes: number; connections: number };
}

const json = { 'content-type': 'application/json' };
/**
 * A server's first load after its start, before any is measured (the system's on all its paths
 * mixed): the first figures would otherwise hold the JIT's compiling and the heap's growing.
 */
const FIRST_WARM_UP_SECONDS = 3;

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
      const engineMicroseconds = 1e6 / engineRateFor(CALCULATION_REQUEST);
      const all = await scenarios(system);
      // Every path mixed first (see FIRST_WARM_UP_SECONDS).
      await generateLoad(
        all.map(({ request }) => request),
        { ...options.load, seconds: FIRST_WARM_UP_SECONDS },
      );
      const peers = await benchPeers(options.port, system.origin, options.load);
      const paths: PathResult[] = [];
      for (const { path, request } of all) {
        paths.push(await measure(path, system.pid, request, options.load));
      }
      const alternated = await alternateWithPlainRoute(options.port + 2, system, all, options.load);
      const tail = await benchTail(system, all, options.tail);
      const capacity = await benchCapacity(system, paths, options.pressure);
      const afterLoad = system.residentMb();
      const offerSave = await benchOfferSave(system.origin);
      const soak = options.soak === undefined ? undefined : await benchSoak(system, options.soak);
      return {
        engineMicroseconds,
        connections: options.load.connections,
        peers: [...peers, medianWindow(alternated.plainRoute)],
        paths,
        alternated,
        tailConnections: options.tail.connections,
        tail,
        capacity,
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

/**
 * The server's CPU time (utime + stime of /proc/<pid>/stat) just before and after a load window,
 * divided by the requests answered in it. The window also holds wrk's start and its connecting,
 * tens of milliseconds of an idle server.
 */
async function measure(
  path: string,
  pid: number,
  request: LoadRequest,
  load: LoadOptions,
): Promise<PathResult> {
  const cpuBefore = cpuSecondsOf(pid);
  const started = performance.now();
  const result = await generateLoad(request, load);
  const cpuUsed = cpuSecondsOf(pid) - cpuBefore;
  const windowSeconds = (performance.now() - started) / 1000;
  return {
    path,
    ...result,
    cpuMicrosecondsPerRequest: (cpuUsed * 1e6) / result.requests,
    cpuShare: cpuUsed / windowSeconds,
  };
}

/**
 * The same request as the service's calculation, to the bare server and the relay. The relay's
 * CPU time is its own process's: the system's, which answers it, is not counted.
 */
async function benchPeers(
  port: number,
  systemOrigin: string,
  load: LoadOptions,
): Promise<PathResult[]> {
  const calculation = {
    method: 'POST',
    headers: { ...json, authorization: `Bearer ${DEMO_API_KEY}` },
    body: JSON.stringify({ calculationRequest: CALCULATION_REQUEST }),
  } as const;
  const results: PathResult[] = [];
  const peers: [string, () => Promise<PeerServer>, string][] = [
    [PEERS.bareHttp, () => startBareHttp(port + 1), '/'],
    [PEERS.bareRelay, () => startBareRelay(port + 3, systemOrigin), SERVICE_CALCULATION_PATH],
  ];
  for (const [name, startPeer, path] of peers) {
    const peer = await startPeer();
    try {
      const request = { ...calculation, url: `${peer.origin}${path}` };
      await generateLoad(request, { ...load, seconds: FIRST_WARM_UP_SECONDS });
      results.push(await measure(name, peer.pid, request, load));
    } finally {
      peer.stop();
    }
  }
  return results;
}

/** Rounds, each a window of the plain route, then one of the service's calculation. */
const ALTERNATED_ROUNDS = 3;

/**
 * The plain route and the service's calculation measured in turn, a window each per round: a
 * shared machine's speed drifts within a run, and both sides of the ratio then drift alike.
 */
async function alternateWithPlainRoute(
  port: number,
  system: SystemProcess,
  all: Scenario[],
  load: LoadOptions,
): Promise<SystemBenchResult['alternated']> {
  const service = all.find(({ path }) => path === SERVICE_CALCULATION);
  if (service === undefined) throw new Error('no service calculation');
  const plainRoute = await startPlainRoute(port);
  try {
    const plainRequest = { ...service.request, url: `${plainRoute.origin}/calculation` };
    await generateLoad(plainRequest, { ...load, seconds: FIRST_WARM_UP_SECONDS });
    const windows: SystemBenchResult['alternated'] = { plainRoute: [], serviceCalculation: [] };
    for (let round = 0; round < ALTERNATED_ROUNDS; round += 1) {
      windows.plainRoute.push(await measure(PEERS.plainRoute, plainRoute.pid, plainRequest, load));
      windows.serviceCalculation.push(
        await measure(SERVICE_CALCULATION, system.pid, service.request, load),
      );
    }
    return windows;
  } finally {
    plainRoute.stop();
  }
}

/** The window of median CPU time per request. */
export function medianWindow(windows: PathResult[]): PathResult {
  const sorted = [...windows].sort(
    (a, b) => a.cpuMicrosecondsPerRequest - b.cpuMicrosecondsPerRequest,
  );
  const median = sorted[Math.floor(sorted.length / 2)];
  if (median === undefined) throw new Error('no window');
  return median;
}

/**
 * Every path again at more connections (already warm), with the server's runtime watched. A
 * second of the portal's paths at those connections first: the portal server's connections to
 * the service grow to them, once, and each new one waits to be accepted behind the load's own
 * (Node accepts one connection per turn of its event loop), a wait that would otherwise fall in
 * whichever portal path came first.
 */
async function benchTail(
  system: SystemProcess,
  all: Scenario[],
  tail: LoadOptions,
): Promise<TailResult[]> {
  const portalRequests = all
    .map(({ request }) => request)
    .filter(({ url }) => new URL(url).pathname.startsWith(`${PATHS.portalApi}/`));
  await generateLoad(portalRequests, { ...tail, seconds: 1 });
  const results: TailResult[] = [];
  for (const { path, request } of all) {
    system.runtime.reset();
    const result = await measure(path, system.pid, request, tail);
    results.push({ ...result, runtime: await system.runtime.read() });
  }
  return results;
}

const HEALTH_PROBE_INTERVAL_MS = 100;

/**
 * Many connections through the portal server's calculation, while `/healthz` is asked every 100
 * ms, each on its own (a slow answer does not delay the next question).
 */
async function benchCapacity(
  system: SystemProcess,
  paths: PathResult[],
  pressure: LoadOptions,
): Promise<CapacityResult> {
  const scenario = (await scenarios(system)).find(({ path }) => path === PORTAL_CALCULATION);
  const atLoad = paths.find(({ path }) => path === PORTAL_CALCULATION);
  if (scenario === undefined || atLoad === undefined) throw new Error('no portal calculation');
  // A second at these many connections first: the server's sockets, buffers and heap grow to them.
  await generateLoad(scenario.request, { ...pressure, seconds: 1 });
  const answers: number[] = [];
  let failures = 0;
  const asked: Promise<void>[] = [];
  const ask = async () => {
    const started = performance.now();
    try {
      const response = await fetch(`${system.origin}${PATHS.health}`);
      await response.arrayBuffer();
      if (response.ok) answers.push(performance.now() - started);
      else failures += 1;
    } catch {
      failures += 1;
    }
  };
  const probe = setInterval(() => asked.push(ask()), HEALTH_PROBE_INTERVAL_MS);
  let load: PathResult;
  try {
    load = await measure(scenario.path, system.pid, scenario.request, pressure);
  } finally {
    clearInterval(probe);
    await Promise.all(asked);
  }
  const sorted = answers.sort((a, b) => a - b);
  return {
    load,
    connections: pressure.connections,
    health: {
      samples: asked.length,
      failures,
      p99Ms: sorted[Math.min(sorted.length - 1, Math.floor(0.99 * sorted.length))] ?? Number.NaN,
      maxMs: sorted.at(-1) ?? Number.NaN,
    },
    cpuMicrosecondsPerRequestAtLoad: atLoad.cpuMicrosecondsPerRequest,
  };
}

export interface Scenario {
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
      path: SERVICE_CALCULATION,
      request: post(`${service}/calculation`, serviceHeaders, calculation),
    },
    {
      path: 'POST /partner-api/campaign/search',
      request: post(`${service}/campaign/search`, serviceHeaders, search),
    },
    {
      path: 'GET /partner-api/application/{id}',
      request: { url: `${service}/application/${serviceApplication}`, headers: serviceHeaders },
    },
    {
      path: PORTAL_CALCULATION,
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

/**
 * The soak's rounds: a minute each, every path mixed in one load, and a new access token between
 * them, as the portal renews its own before it expires (within the embedded provider's five
 * minutes, and any bank's Keycloak's).
 */
const SOAK_ROUND_SECONDS = 60;

/** Every path mixed, round after round, for `minutes`: resident memory must stay in budget. */
async function benchSoak(
  system: SystemProcess,
  { minutes, connections }: { minutes: number; connections: number },
): Promise<SoakResult> {
  const rounds = Math.max(1, Math.round((minutes * 60) / SOAK_ROUND_SECONDS));
  const resident: number[] = [];
  let requests = 0;
  let errors = 0;
  for (let round = 0; round < rounds; round += 1) {
    const mixed = (await scenarios(system)).map(({ request }) => request);
    const result = await generateLoad(mixed, { connections, seconds: SOAK_ROUND_SECONDS });
    requests += result.requests;
    errors += result.errors;
    resident.push(system.residentMb());
  }
  const residentAtEndMb = system.residentMb();
  return {
    minutes: (rounds * SOAK_ROUND_SECONDS) / 60,
    connections,
    requests,
    errors,
    residentAfterFirstMinuteMb: resident[0] ?? residentAtEndMb,
    residentMaxMb: Math.max(...resident),
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
