import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse, { startTimespan, type Config, type Flags, type Result } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { chromiumLaunchOptions } from '../../e2e/support/chromium';
import { PAGES } from '../domain/access';
import {
  consentGiven,
  ELECTRIC_CAR_REQUEST,
  EXAMPLE_HOUSEHOLD,
} from '../domain/contract/example-requests';
import { EMBEDDED_REALM_PREFIX, PATHS } from '../domain/topology';
import { DEMO_USERS } from '../server/idp/users';
import { startHttpsFront, type HttpsFront } from './https-front';
import { DEMO_API_KEY } from './system-bench';
import { startSystem, type SystemProcess } from './system-process';

/**
 * `npm run bench:web`: the portal on a phone, as Lighthouse 12 measures it with its default
 * mobile settings (a mid-range phone on slow 4G, simulated; 4× CPU slowdown), each screen twice:
 * with a cold HTTP cache (Lighthouse's own reset, which keeps cookies, so the identity provider's
 * session survives and signs the portal back in) and warm (no reset, right after the cold run).
 * Prints a table per run beside the targets and saves every report (JSON and HTML; with
 * BENCH_WEB_TRACES=1 the trace too, for DevTools' Performance panel) in a temporary folder.
 * Then typing a purchase price on the new offer, as a Lighthouse timespan with the CPU slowed 4×
 * in the browser itself (an interaction cannot be simulated): its Interaction to Next Paint.
 * Scores vary with the machine: missed targets fail the run only with BENCH_STRICT=1.
 * The browser reaches the portal as a phone does in production, through a TLS front speaking
 * HTTP/2 (nginx, `./https-front.ts`) on the port after the system's; BENCH_WEB_FRONT=none
 * measures the server's own HTTP/1.1 port instead. BENCH_WEB_PORT moves the system off port 3190.
 */

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3190);
const strict = process.env.BENCH_STRICT === '1';
const saveTraces = process.env.BENCH_WEB_TRACES === '1';
const throughFront = process.env.BENCH_WEB_FRONT !== 'none';
/**
 * `devtools`: Chromium slows the network and CPU for real and the figures are what the page did,
 * not Lighthouse's simulation from a fast load (which scores them).
 */
const throttlingMethod = process.env.BENCH_WEB_THROTTLING === 'devtools' ? 'devtools' : 'simulate';
/** A comma-separated setting's items, or undefined when it is unset or empty (the default). */
function listSetting(name: string): string[] | undefined {
  const items = process.env[name]?.split(',').filter((item) => item !== '');
  return items?.length ? items : undefined;
}
/** BENCH_WEB_SCREENS=home,typing: only these screens and measures (all by default). */
const onlyScreens = listSetting('BENCH_WEB_SCREENS');
/** BENCH_WEB_CACHES=cold: only the cold loads, for alternated runs of two builds (both by default). */
const caches = (listSetting('BENCH_WEB_CACHES') ?? ['cold', 'warm']).map((cache) => {
  if (cache !== 'cold' && cache !== 'warm')
    throw new Error(`BENCH_WEB_CACHES: no cache "${cache}"`);
  return cache;
});

const TARGETS = {
  coldScore: 90,
  warmScore: 95,
  lcpMs: 2500,
  tbtMs: 200,
  cls: 0.02,
  unusedJavaScriptBytes: 50 * 1024,
  /** Interaction to Next Paint of typing a price. */
  inpMs: 100,
};

/** The audits whose failure says what to change, beside the metrics. */
const AUDITS_OF_INTEREST = [
  'uses-text-compression',
  'uses-long-cache-ttl',
  'unused-javascript',
  'render-blocking-resources',
  'redirects',
  // Lists the page's console errors, Content-Security-Policy violations among them.
  'errors-in-console',
] as const;

const dealer = DEMO_USERS.find((user) => user.username === 'dealer');
if (dealer === undefined) throw new Error('the demo user `dealer` is missing');

interface Screen {
  name: string;
  path: string;
  /** Signed in through the identity provider first; otherwise the page shows its sign-in. */
  signedIn: boolean;
}

type CacheState = 'cold' | 'warm';

interface Measurement {
  screen: Screen;
  cache: CacheState;
  lhr: Result;
}

const config: Config = {
  extends: 'lighthouse:default',
  settings: {
    onlyCategories: ['performance'],
    // Not in the performance category, but what the page logs (CSP violations) matters here.
    onlyAudits: ['errors-in-console'],
    // Lighthouse waits for the page's high-priority requests to end, up to this long. The live
    // stream (`GET /api/events`, a fetch at the default priority) never ends, so a signed-in
    // screen always waits it out: 20 s instead of 45 s, well past any screen's own load here.
    maxWaitForLoad: 20_000,
    throttlingMethod,
  },
};

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const milliseconds = (value: number) => `${Math.round(value)} ms`;

const numeric = (lhr: Result, id: string): number => {
  const value = lhr.audits[id]?.numericValue;
  if (value === undefined)
    throw new Error(`Lighthouse gave no value for ${id} (${lhr.finalDisplayedUrl})`);
  return value;
};

/**
 * The bytes on the wire of the code a load did not run: each script's unused share (Lighthouse's
 * coverage, as its script treemap holds it) times what its request transferred. Lighthouse's own
 * unused-javascript audit takes a script's compressed size as its transfer size less its
 * headers, and the headers' size as what had arrived when the answer began: through the HTTP/2
 * front that is often much of the body, and the script then counts for little or nothing. Here
 * the answer's headers count too, a few hundred bytes a script. Inline scripts (none but the
 * catalogues' preload) are left out.
 */
const unusedJavaScriptBytes = (lhr: Result): number => {
  const treemap = lhr.audits['script-treemap-data']?.details;
  const requests = lhr.audits['network-requests']?.details;
  if (treemap?.type !== 'treemap-data' || requests?.type !== 'table')
    throw new Error(`Lighthouse gave no scripts or requests (${lhr.finalDisplayedUrl})`);
  const transferred = new Map<string, number>();
  for (const { url, resourceType, transferSize } of requests.items) {
    if (resourceType !== 'Script' || typeof url !== 'string') continue;
    // The first request, not a repeat answered from the cache.
    transferred.set(url, Math.max(transferred.get(url) ?? 0, Number(transferSize ?? 0)));
  }
  return treemap.nodes.reduce((sum, script) => {
    const onTheWire = transferred.get(script.name);
    if (onTheWire === undefined || !script.unusedBytes || script.resourceBytes === 0) return sum;
    return sum + (script.unusedBytes / script.resourceBytes) * onTheWire;
  }, 0);
};

const performanceScore = (lhr: Result): number =>
  Math.round((lhr.categories.performance?.score ?? 0) * 100);

/** The audits of interest that fail as Lighthouse colours them (below 0.9), with their items. */
const failingAudits = (lhr: Result): string[] =>
  AUDITS_OF_INTEREST.filter((id) => {
    const audit = lhr.audits[id];
    return audit !== undefined && audit.score !== null && audit.score < 0.9;
  }).map((id) => {
    const details = lhr.audits[id]?.details;
    const items: unknown = details !== undefined && 'items' in details ? details.items : [];
    const count = Array.isArray(items) ? items.length : 0;
    return count > 0 ? `${id} (${count})` : id;
  });

/** Where a screen's load must end: its own address, or for the signed-out one the provider's page. */
const landedWhereExpected = ({ screen, lhr }: Measurement): boolean => {
  const landed = new URL(lhr.finalDisplayedUrl).pathname;
  return screen.signedIn ? landed === screen.path : landed.startsWith(EMBEDDED_REALM_PREFIX);
};

/** The targets this run misses, in words. */
function missedTargets(measurement: Measurement): string[] {
  const { cache, lhr } = measurement;
  const missed: string[] = [];
  if (!landedWhereExpected(measurement))
    missed.push(`ended on ${new URL(lhr.finalDisplayedUrl).pathname}`);
  const score = performanceScore(lhr);
  const scoreTarget = cache === 'cold' ? TARGETS.coldScore : TARGETS.warmScore;
  if (score < scoreTarget) missed.push(`score ${score} < ${scoreTarget}`);
  if (numeric(lhr, 'largest-contentful-paint') > TARGETS.lcpMs) missed.push('LCP');
  if (numeric(lhr, 'total-blocking-time') > TARGETS.tbtMs) missed.push('TBT');
  if (numeric(lhr, 'cumulative-layout-shift') > TARGETS.cls) missed.push('CLS');
  // Any screen can be the first a user opens (a link, a reload): its cold load is a first screen.
  if (cache === 'cold' && unusedJavaScriptBytes(lhr) > TARGETS.unusedJavaScriptBytes)
    missed.push('unused JS');
  return missed;
}

/** A new application of the dealer's, so the bench never depends on the demo data's order. */
async function newApplicationOfDealer(origin: string, salespersonId: number): Promise<number> {
  const response = await fetch(`${origin}${PATHS.partnerApi}/application`, {
    method: 'POST',
    headers: { authorization: `Bearer ${DEMO_API_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      // The demo's electric car at campaign 101's rate.
      calculationRequest: { ...ELECTRIC_CAR_REQUEST, campaignId: 101, salespersonId },
      applicant: {
        firstName: 'Synnøve',
        lastName: 'Lighthouse',
        email: 'synnove@example.com',
        phone: '+47 912 34 567',
        nationalIdentityNumber: '15038541215',
        ...EXAMPLE_HOUSEHOLD,
        consent: consentGiven(new Date()),
      },
    }),
  });
  if (response.status !== 201)
    throw new Error(
      `creating an application answered ${response.status}: ${await response.text()}`,
    );
  return ((await response.json()) as { applicationId: number }).applicationId;
}

/** Signs in at the provider's own page, as a person would: the session is its cookie. */
async function signIn(page: Page, origin: string, username: string, password: string) {
  await page.goto(`${origin}/`);
  await page.waitForSelector('#username');
  await page.type('#username', username);
  await page.type('#password', password);
  await Promise.all([page.waitForNavigation(), page.click('button[type="submit"]')]);
  await page.waitForSelector('header.app-header');
}

/**
 * Visits each signed-in screen once before any is measured. The server compiles a route's answer
 * writer at its first answer (an application's took 150–260 ms, docs/performance.md): once per
 * start of a server, not what a phone waits for from one that has been running.
 */
async function warmUp(page: Page, origin: string, screens: Screen[]) {
  for (const screen of screens.filter(({ signedIn }) => signedIn)) {
    // The live stream stays open: settled is at most two requests for half a second.
    await page.goto(`${origin}${screen.path}`, { waitUntil: 'networkidle2' });
  }
}

/**
 * One Lighthouse run. A signed-in screen that ends on the provider's sign-in page lost the
 * session (the storage reset took the provider's cookie): the rest would measure the wrong page.
 */
async function measure(
  page: Page,
  origin: string,
  screen: Screen,
  cache: CacheState,
  reportsDir: string,
): Promise<Measurement> {
  const flags: Flags = {
    output: ['json', 'html'],
    logLevel: 'error',
    disableStorageReset: cache === 'warm',
  };
  let result = await lighthouse(`${origin}${screen.path}`, flags, config, page);
  // Chromium's trace sometimes misses the navigation's start; Lighthouse's advice is to run again.
  for (let retry = 1; retry <= 2 && result?.lhr.runtimeError?.code === 'NO_NAVSTART'; retry++) {
    console.info(`Lighthouse: ${screen.name}, ${cache} cache, again (NO_NAVSTART)…`);
    result = await lighthouse(`${origin}${screen.path}`, flags, config, page);
  }
  if (result === undefined) throw new Error(`Lighthouse returned nothing for ${screen.name}`);
  const { lhr } = result;
  if (lhr.runtimeError !== undefined)
    throw new Error(`Lighthouse failed on ${screen.name}: ${lhr.runtimeError.message}`);
  if (screen.signedIn && new URL(lhr.finalDisplayedUrl).pathname.startsWith(EMBEDDED_REALM_PREFIX))
    throw new Error(`${screen.name} (${cache}) ended signed out, on ${lhr.finalDisplayedUrl}`);
  const [json, html] = result.report as string[];
  const base = join(reportsDir, `${screen.name}-${cache}`);
  writeFileSync(`${base}.json`, json ?? '');
  writeFileSync(`${base}.html`, html ?? '');
  if (saveTraces) writeFileSync(`${base}.trace.json`, JSON.stringify(result.artifacts.Trace));
  return { screen, cache, lhr };
}

/** The name that picks the typing measure in BENCH_WEB_SCREENS. */
const TYPING = 'typing';
/** What a salesperson types for a price: a key at a time, as a person types. */
const TYPED_PRICE = '459900';
const KEY_INTERVAL_MS = 120;

/** Lighthouse's phone (a Moto G Power), which its timespan emulates: the setup runs on it too. */
const PHONE_SCREEN = { width: 412, height: 823, deviceScaleFactor: 1.75 };

const typingConfig: Config = {
  extends: 'lighthouse:default',
  settings: {
    onlyCategories: ['performance'],
    // Lighthouse's 4× CPU slowdown, applied by Chromium while the keys are typed; the network
    // as it is (the service is asked only once typing pauses).
    throttlingMethod: 'devtools',
    throttling: {
      cpuSlowdownMultiplier: 4,
      requestLatencyMs: 0,
      downloadThroughputKbps: 0,
      uploadThroughputKbps: 0,
    },
    screenEmulation: { ...PHONE_SCREEN, mobile: true, disabled: false },
  },
};

/**
 * The new offer brought to where typing a price changes the payment shown (a used car, a private
 * customer, a rate; then back to the price), then the price typed within a Lighthouse timespan.
 */
async function measureTyping(page: Page, origin: string, reportsDir: string): Promise<number> {
  const byRole = (role: string, name: string) => `::-p-aria([name="${name}"][role="${role}"])`;
  // Clicked in the middle of the screen: at its bottom edge the offer's payment bar covers it.
  const click = async (selector: string) => {
    const element = await page.waitForSelector(selector);
    if (element === null) throw new Error(`typing a price: no ${selector}`);
    await element.evaluate((node) => {
      node.scrollIntoView({ block: 'center' });
    });
    await element.click();
  };
  const price = page.locator('input[data-offer-price]');
  await page.setViewport({ ...PHONE_SCREEN, isMobile: true, hasTouch: true });
  await page.goto(`${origin}${PAGES.newOffer.path}`);
  await click(byRole('radio', 'Used'));
  await price.fill('350000');
  await click(byRole('button', 'Next: Customer'));
  await click(byRole('radio', 'Private person'));
  await click(byRole('button', 'Next: Financial parameters'));
  await page.locator(byRole('textbox', 'Nominal interest rate (% per year)')).fill('6.9');
  await page.locator('[data-live-payment] ::-p-text(NOK)').wait();
  await click(byRole('button', 'Back'));
  await click(byRole('button', 'Back'));
  // Cleared as a salesperson clears it, with the keyboard: the form hears the change (a fill with
  // nothing would empty the field alone and leave the form its 350 000).
  await click('input[data-offer-price]');
  await page.keyboard.down('Control');
  await page.keyboard.press('a');
  await page.keyboard.up('Control');
  await page.keyboard.press('Backspace');
  // The payment gives way to a dash: the form has no price.
  await page.waitForSelector('p[data-live-payment]');

  const timespan = await startTimespan(page, {
    config: typingConfig,
    flags: { logLevel: 'error' },
  });
  await page.keyboard.type(TYPED_PRICE, { delay: KEY_INTERVAL_MS });
  const result = await timespan.endTimespan();
  if (result === undefined) throw new Error('Lighthouse returned nothing for typing a price');
  writeFileSync(join(reportsDir, 'typing.json'), JSON.stringify(result.lhr));
  if (saveTraces)
    writeFileSync(join(reportsDir, 'typing.trace.json'), JSON.stringify(result.artifacts.Trace));
  return numeric(result.lhr, 'interaction-to-next-paint');
}

function printTable(measurements: Measurement[]) {
  const rows: Record<string, Record<string, string | number>> = {};
  for (const measurement of measurements) {
    const { screen, cache, lhr } = measurement;
    rows[`${screen.name} (${cache})`] = {
      score: performanceScore(lhr),
      FCP: milliseconds(numeric(lhr, 'first-contentful-paint')),
      LCP: milliseconds(numeric(lhr, 'largest-contentful-paint')),
      TBT: milliseconds(numeric(lhr, 'total-blocking-time')),
      CLS: numeric(lhr, 'cumulative-layout-shift').toFixed(3),
      transferred: kilobytes(numeric(lhr, 'total-byte-weight')),
      // Counted in bytes transferred: from the cache, none.
      'unused JS': cache === 'cold' ? kilobytes(unusedJavaScriptBytes(lhr)) : '–',
      failing: failingAudits(lhr).join(', '),
      missed: missedTargets(measurement).join(', '),
      // Lighthouse's measure of this machine's speed at the time: its 4× CPU slowdown stands for
      // a phone on a desktop-class machine (about 1000 and up); a lower index inflates TBT.
      'CPU index': Math.round(lhr.environment.benchmarkIndex),
    };
  }
  console.table(rows);
  // Once each, without the addresses that make every run's warning differ.
  const warnings = new Set(
    measurements.flatMap(({ lhr }) =>
      lhr.runWarnings.map((warning) => warning.replace(/https?:\/\/\S+/g, '…')),
    ),
  );
  for (const warning of warnings) console.warn(`Lighthouse warned: ${warning}`);
  console.info(
    `targets: score ≥ ${TARGETS.coldScore} cold, ≥ ${TARGETS.warmScore} warm; ` +
      `LCP ≤ ${TARGETS.lcpMs / 1000} s; TBT ≤ ${TARGETS.tbtMs} ms; CLS ≤ ${TARGETS.cls}; ` +
      `unused JS ≤ ${TARGETS.unusedJavaScriptBytes / 1024} KB on a cold first load`,
  );
}

const dataDir = mkdtempSync(join(tmpdir(), 'dealer-portal-web-bench-'));
const reportsDir = join(
  tmpdir(),
  `dealer-portal-lighthouse-${new Date().toISOString().replaceAll(':', '-')}`,
);
mkdirSync(reportsDir);
let front: HttpsFront | undefined;
let browser: Browser | undefined;
let system: SystemProcess | undefined;
try {
  front = throughFront ? await startHttpsFront(PORT + 1, PORT) : undefined;
  browser = await puppeteer.launch({
    executablePath: chromiumLaunchOptions.executablePath ?? puppeteer.executablePath(),
    args: [...chromiumLaunchOptions.args, ...(front === undefined ? [] : [front.chromiumFlag])],
    headless: true,
  });
  system = await startSystem({
    root,
    port: PORT,
    dataDir,
    // As docs/operations.md runs the server behind its front.
    ...(front === undefined
      ? {}
      : { environment: { PUBLIC_URL: front.origin, TRUST_PROXY: 'loopback' } }),
  });
  const origin = front?.origin ?? system.origin;
  const applicationId = await newApplicationOfDealer(system.origin, dealer.salespersonId);
  const screens: Screen[] = [
    { name: 'sign-in', path: PAGES.home.path, signedIn: false },
    { name: 'home', path: PAGES.home.path, signedIn: true },
    { name: 'new-offer', path: PAGES.newOffer.path, signedIn: true },
    { name: 'my-offers', path: PAGES.offers.path, signedIn: true },
    {
      name: 'application',
      path: PAGES.application.path.replace(':applicationId', String(applicationId)),
      signedIn: true,
    },
    { name: 'dashboard', path: PAGES.dashboard.path, signedIn: true },
  ];
  const unknown = onlyScreens?.filter(
    (name) => name !== TYPING && !screens.some((screen) => screen.name === name),
  );
  if (unknown?.length) throw new Error(`BENCH_WEB_SCREENS: no screen ${unknown.join(', ')}`);
  const page = await browser.newPage();
  const measurements: Measurement[] = [];
  let signedIn = false;
  const measured = screens.filter(({ name }) => onlyScreens?.includes(name) ?? true);
  for (const screen of measured) {
    if (screen.signedIn && !signedIn) {
      await signIn(page, origin, dealer.username, dealer.password);
      await warmUp(page, origin, measured);
      signedIn = true;
    }
    for (const cache of caches) {
      console.info(`Lighthouse: ${screen.name}, ${cache} cache…`);
      measurements.push(await measure(page, origin, screen, cache, reportsDir));
    }
  }
  let typingInp: number | undefined;
  if (onlyScreens?.includes(TYPING) ?? true) {
    console.info('Lighthouse: typing a price…');
    if (!signedIn) await signIn(page, origin, dealer.username, dealer.password);
    typingInp = await measureTyping(page, origin, reportsDir);
  }
  if (measurements.length > 0) {
    console.info(
      `\nThe portal on a phone: Lighthouse 12, mobile (slow 4G and 4× CPU, ${throttlingMethod === 'devtools' ? 'applied by Chromium' : 'simulated'})`,
    );
    printTable(measurements);
  }
  if (typingInp !== undefined) {
    console.info(
      `Typing a price on the new offer (${TYPED_PRICE.length} keys, 4× CPU in Chromium): ` +
        `INP ${milliseconds(typingInp)}, target ≤ ${TARGETS.inpMs} ms` +
        (typingInp > TARGETS.inpMs ? ' (NOT MET)' : ''),
    );
  }
  console.info(`reports (JSON, HTML): ${reportsDir}`);
  const missed = measurements.filter((measurement) => missedTargets(measurement).length > 0);
  const typingMissed = typingInp !== undefined && typingInp > TARGETS.inpMs;
  if (strict && (missed.length > 0 || typingMissed)) {
    console.error(
      `BENCH_STRICT: ${missed.length + (typingMissed ? 1 : 0)} runs miss their targets`,
    );
    process.exitCode = 1;
  }
} finally {
  // Each stopped whatever another's stop does: none is left running.
  const stopped = await Promise.allSettled([browser?.close(), system?.stop(), front?.stop()]);
  for (const result of stopped) {
    if (result.status === 'rejected') console.error('Stopping the bench:', result.reason);
  }
  rmSync(dataDir, { recursive: true, force: true });
}
