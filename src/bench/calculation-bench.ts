import { PMT, RATE } from '@formulajs/formulajs';
import { performance } from 'node:perf_hooks';
import { calculate, todayInNorway, type ResolvedRate } from '../domain/calculation';
import { knownValuesOf, type AcceptedCalculationRequest } from '../domain/contract';
import type { CalculationRequest } from '../domain/contract/calculation-request';
import { demoCampaigns } from '../server/service/seed/demo-rate-rules';

const TERM_COUNT = 360;
const CREDIT_AMOUNT = 550_000;
const STARTUP_FEE = 3_500;
const TERM_FEE = 75;
const NOMINAL_RATE_PERCENT = 5.9;
const DELIVERY = { year: 2025, monthIndex: 0, day: 31 };

const WARM_UP_MS = 200;
const MEASURE_MS = 1_000;
/** Calls between clock reads, so reading the clock costs little next to the work. */
const BATCH = 25;

const request: CalculationRequest = {
  object: { purchasePrice: { amount: 650_000 } },
  financialParameters: {
    loanType: 'Annuity',
    equity: { amount: 100_000 },
    startupFee: { amount: STARTUP_FEE },
    termFee: { amount: TERM_FEE },
    terms: { termCount: TERM_COUNT, termLength: 1 },
    interestRate: NOMINAL_RATE_PERCENT,
  },
  includePaymentPlan: true,
  deliveryDate: '2025-01-31',
};

interface BaselineOffer {
  termAmount: number;
  effectiveInterestRate: number;
  plan: {
    term: number;
    dueDate: string;
    payment: number;
    interest: number;
    principal: number;
    fees: number;
    balance: number;
  }[];
}

const round2 = (value: number) => Math.round(value * 100) / 100;

function numberOrThrow(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new Error(`${what} failed`);
  return value;
}

/** The offer as it is commonly coded: spreadsheet PMT and RATE, a plain loop for the plan. */
function baselineOffer(): BaselineOffer {
  const ratePerTerm = NOMINAL_RATE_PERCENT / 100 / 12;
  const financedAmount = CREDIT_AMOUNT + STARTUP_FEE;
  const instalment = round2(-numberOrThrow(PMT(ratePerTerm, TERM_COUNT, financedAmount), 'PMT'));
  const plan: BaselineOffer['plan'] = [];
  let balance = financedAmount;
  for (let term = 1; term <= TERM_COUNT; term++) {
    const interest = round2(balance * ratePerTerm);
    const principal = term === TERM_COUNT ? balance : round2(instalment - interest);
    balance = round2(balance - principal);
    const monthIndex = DELIVERY.monthIndex + term;
    const lastDayOfMonth = new Date(Date.UTC(DELIVERY.year, monthIndex + 1, 0)).getUTCDate();
    const dueDate = new Date(
      Date.UTC(DELIVERY.year, monthIndex, Math.min(DELIVERY.day, lastDayOfMonth)),
    )
      .toISOString()
      .slice(0, 10);
    plan.push({
      term,
      dueDate,
      payment: round2(principal + interest + TERM_FEE),
      interest,
      principal,
      fees: TERM_FEE,
      balance,
    });
  }
  const periodicRate = numberOrThrow(
    RATE(TERM_COUNT, -(instalment + TERM_FEE), CREDIT_AMOUNT),
    'RATE',
  );
  return {
    termAmount: plan[0]?.payment ?? Number.NaN,
    effectiveInterestRate: round2(((1 + periodicRate) ** 12 - 1) * 100),
    plan,
  };
}

function engineOffer() {
  const outcome = calculate(request);
  if (!outcome.ok) {
    throw new Error(`the bench request is invalid: ${JSON.stringify(outcome.problems)}`);
  }
  return outcome.calculation;
}

/** Calls per second of `work`, over about `MEASURE_MS` after a warm-up for the JIT. */
function operationsPerSecond(work: () => unknown): number {
  const warmUpEnd = performance.now() + WARM_UP_MS;
  while (performance.now() < warmUpEnd) work();
  let operations = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < MEASURE_MS) {
    for (let call = 0; call < BATCH; call++) work();
    operations += BATCH;
    elapsed = performance.now() - start;
  }
  return operations / (elapsed / 1000);
}

/** Lets timers and I/O of the caller run between the two measurements. */
const yieldToEventLoop = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Our engine against the spreadsheet way on a 360-term annuity with plan and APR. Both must
 * compute the same offer first, or the comparison would mean nothing.
 */
export async function benchCalculation(): Promise<{
  name: string;
  engineOpsPerSec: number;
  baselineOpsPerSec: number;
  ratio: number;
  microsecondsPerCalculation: number;
}> {
  const engine = engineOffer();
  const baseline = baselineOffer();
  if (
    engine.termAmount !== baseline.termAmount ||
    engine.effectiveInterestRate !== baseline.effectiveInterestRate ||
    engine.paymentPlan?.length !== baseline.plan.length
  ) {
    const describe = (termAmount: number, rate: number) => `${termAmount} at ${rate} %`;
    throw new Error(
      `engine and baseline disagree: ${describe(engine.termAmount, engine.effectiveInterestRate)}` +
        ` against ${describe(baseline.termAmount, baseline.effectiveInterestRate)}`,
    );
  }

  const engineOpsPerSec = operationsPerSecond(engineOffer);
  await yieldToEventLoop();
  const baselineOpsPerSec = operationsPerSecond(baselineOffer);
  return {
    name: `calculation: ${TERM_COUNT}-term annuity with payment plan and APR`,
    engineOpsPerSec,
    baselineOpsPerSec,
    ratio: engineOpsPerSec / baselineOpsPerSec,
    microsecondsPerCalculation: 1_000_000 / engineOpsPerSec,
  };
}

/**
 * The rate the service resolves for a demo campaign (`campaignId`) from its database, taken here
 * from the seed itself: for the engine alone and the plain route, which have no database.
 */
export function demoCampaignRate(campaignId: number, now: Date): ResolvedRate {
  const campaign = demoCampaigns(now).find((each) => each.campaignId === campaignId);
  if (campaign === undefined) throw new Error(`no demo campaign has the id ${campaignId}`);
  return {
    source: 'campaign',
    nominalInterestRate: campaign.nominalInterestRate,
    ...(campaign.startupFee === null ? {} : { startupFee: campaign.startupFee }),
  };
}

/**
 * The engine alone, on one core, on the request the service's `POST /calculation` is loaded
 * with: its campaign's rate resolved as the service would, no HTTP, no database, no JSON.
 */
export function engineRateFor(
  request: AcceptedCalculationRequest & { campaignId: number },
): number {
  const now = new Date();
  const known = knownValuesOf(request);
  if (known === undefined) throw new Error('the bench request has a loan type no engine knows');
  const options = { rate: demoCampaignRate(request.campaignId, now), today: todayInNorway(now) };
  const work = () => {
    const outcome = calculate(known, options);
    if (!outcome.ok) throw new Error(`the bench request fails: ${JSON.stringify(outcome)}`);
    return outcome;
  };
  return operationsPerSecond(work);
}
