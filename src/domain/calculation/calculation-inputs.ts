import type { InterestRateSource } from '../contract/calculation';
import {
  LOAN_TYPES,
  loanTypeOf,
  termLengthOf,
  type CalculationRequest,
  type EmbeddedProduct,
  type FinancedObject,
  type FinancialParameters,
  type LoanType,
} from '../contract/calculation-request';
import { MAX_TERM_COUNT, MAX_TERM_LENGTH } from '../contract/term-limits';
import { MAX_AMOUNT, type Money } from '../contract/common';
import type { CalculateOptions } from './calculate-options';
import { cashPriceInOre } from './cash-price';
import {
  addMonths,
  LAST_CALENDAR_YEAR,
  monthsUntilDue,
  parseCalendarDate,
  type CalendarDate,
} from './due-dates';
import {
  fieldProblem,
  type FieldProblem,
  type ProblemCode,
  type ProblemValues,
} from './field-problem';
import { chooseRate, RATE_SOURCE_PATHS, type ChosenRate } from './interest-rate';
import { fromOre, percentOfOre, toOre } from './money';
import { paymentTiming } from './payment-plan';
import { todayInNorway } from './today-in-norway';

export const TERM_COUNT_PATH = 'financialParameters.terms.termCount';
export const PURCHASE_PRICE_PATH = 'object.purchasePrice.amount';
const RESIDUAL_VALUE_PATH = 'financialParameters.residualValue.amount';
const RESIDUAL_VALUE_PERCENT_PATH = 'financialParameters.residualValuePercent';
/** docs/calculation.md: residualValue and residualValuePercent may disagree by up to 0.01. */
const RESIDUAL_VALUE_AGREEMENT_ORE = 1;

/** The symbols of docs/calculation.md, Inputs, read from a valid request. Money in whole øre. */
export interface CalculationInputs {
  loanType: LoanType;
  /** P */
  cashPrice: number;
  /** C */
  creditAmount: number;
  /** L */
  financedAmount: number;
  /** S, the campaign's when it grants one. */
  startupFee: number;
  /** N */
  nonRecurrentFee: number;
  /** F */
  termFee: number;
  /** Pt */
  productsPerTerm: number;
  /** RV */
  residualValue: number;
  /** n */
  termCount: number;
  /** m */
  termLength: number;
  /** i, percent. */
  nominalInterestRate: number;
  interestRateSource: InterestRateSource;
  campaignId?: number;
  fundingInterestId?: number;
  /** First day of the plan's calendar; set when the request asks for a plan. */
  delivery?: CalendarDate;
}

export type InputsReading =
  { ok: true; inputs: CalculationInputs } | { ok: false; problems: FieldProblem[] };

/**
 * Reads docs/calculation.md's inputs from the request and checks every rule of its Validation
 * section, reporting all problems at once.
 *
 * Amounts are rounded to øre on the way in. An amount already reported as invalid becomes NaN:
 * it spreads through the sums built on it, and every comparison with NaN is false, so the rules
 * that depend on it stay silent instead of repeating the problem under other names.
 */
export function readCalculationInputs(
  request: CalculationRequest,
  options: CalculateOptions = {},
): InputsReading {
  const reader = requestReader();
  const parameters = request.financialParameters;

  const cashPrice = readCashPrice(reader, request.object);
  const products = readEmbeddedProducts(reader, request.embeddedProducts);
  const creditAmount = readCreditAmount(reader, parameters, cashPrice + products.financed);
  const fees = readFees(reader, parameters);
  const termCount = readTermCount(reader, parameters);
  const termLength = readTermLength(reader, request);
  const loanType = readLoanType(reader, request);
  const rate = readRate(reader, request, options);
  const startupFee = readGrantedStartupFee(reader, rate) ?? fees.requestStartupFee;
  const financedAmount = creditAmount + startupFee + fees.nonRecurrentFee;
  const residualValue = readResidualValue(reader, parameters, cashPrice, financedAmount);
  const delivery = readDelivery(reader, request, options);
  checkPlanWithinCalendar(reader, request, delivery, { termCount, termLength, loanType });

  if (reader.problems.length > 0 || termCount === undefined || rate === undefined) {
    return { ok: false, problems: reader.problems };
  }
  return {
    ok: true,
    inputs: {
      loanType,
      cashPrice,
      creditAmount,
      financedAmount,
      startupFee,
      nonRecurrentFee: fees.nonRecurrentFee,
      termFee: fees.termFee,
      productsPerTerm: products.perTerm,
      residualValue,
      termCount,
      termLength,
      nominalInterestRate: rate.nominalInterestRate,
      interestRateSource: rate.source,
      ...rateReferenceOf(request, rate.source),
      ...(request.includePaymentPlan === true && delivery !== undefined ? { delivery } : {}),
    },
  };
}

/** The problems found so far, and readers of the request's amounts that report their own. */
interface RequestReader {
  problems: FieldProblem[];
  report: (path: string, code: ProblemCode, values?: ProblemValues) => void;
  /** Whole øre; NaN once reported invalid; undefined when the request leaves it out. */
  amountAt: (path: string, value: number | undefined) => number | undefined;
  /** The amount of a Money in whole øre, as amountAt; its VAT is checked too. */
  moneyAt: (path: string, money: Money | undefined) => number | undefined;
}

function requestReader(): RequestReader {
  const problems: FieldProblem[] = [];
  const report = (path: string, code: ProblemCode, values?: ProblemValues): void => {
    problems.push(fieldProblem(path, code, values));
  };
  const amountAt = (path: string, value: number | undefined): number | undefined => {
    if (value === undefined) return undefined;
    if (!Number.isFinite(value)) report(path, 'amountNotNumber');
    else if (value < 0) report(path, 'amountNegative');
    else if (value > MAX_AMOUNT) report(path, 'amountTooLarge');
    else return toOre(value);
    return Number.NaN;
  };
  const moneyAt = (path: string, money: Money | undefined): number | undefined => {
    if (money === undefined) return undefined;
    const amount = amountAt(`${path}.amount`, money.amount);
    const vatAmount = amountAt(`${path}.vatAmount`, money.vatAmount);
    if (vatAmount !== undefined && vatAmount > (amount ?? 0)) {
      report(`${path}.vatAmount`, 'vatAboveAmount');
    }
    return amount;
  };
  return { problems, report, amountAt, moneyAt };
}

/** P; NaN when missing, invalid or not positive. The object's other amounts are checked too. */
function readCashPrice(reader: RequestReader, object: FinancedObject | undefined): number {
  const { report, amountAt, moneyAt } = reader;
  const givenCashPrice = cashPriceInOre(object, { purchasePrice: moneyAt, extra: amountAt });
  if (givenCashPrice === undefined) report(PURCHASE_PRICE_PATH, 'purchasePriceMissing');
  // Itemised extras and the price per extra km are shown on the offer, not financed; still money.
  amountAt('object.priceKmExceeded', object?.priceKmExceeded);
  object?.objectCarExtras?.forEach((extra, index) => {
    moneyAt(`object.objectCarExtras.${index}.price`, extra.price);
  });
  let cashPrice = givenCashPrice ?? Number.NaN;
  if (cashPrice <= 0) {
    report(PURCHASE_PRICE_PATH, 'cashPriceNotPositive');
    cashPrice = Number.NaN;
  }
  return cashPrice;
}

/** The embedded products' prices: financed with the object, or Pt, paid with every term. */
function readEmbeddedProducts(
  reader: RequestReader,
  embeddedProducts: EmbeddedProduct[] | undefined,
): { financed: number; perTerm: number } {
  let financed = 0;
  let perTerm = 0;
  embeddedProducts?.forEach((product, index) => {
    const price = reader.moneyAt(`embeddedProducts.${index}.price`, product.price) ?? 0;
    if (product.isIncludedInTermFee === true) perTerm += price;
    else financed += price;
  });
  return { financed, perTerm };
}

/** C: what is financeable (P and the products financed with it) less the equity. */
function readCreditAmount(
  reader: RequestReader,
  parameters: FinancialParameters | undefined,
  financeable: number,
): number {
  const equity = reader.moneyAt('financialParameters.equity', parameters?.equity) ?? 0;
  let creditAmount = financeable - equity;
  if (equity >= financeable) {
    reader.report('financialParameters.equity.amount', 'equityNotBelowFinanceable', {
      limitAmount: fromOre(financeable),
    });
    creditAmount = Number.NaN;
  }
  return creditAmount;
}

/** N, F and the request's own S (a campaign may grant another); each 0 when left out. */
function readFees(
  reader: RequestReader,
  parameters: FinancialParameters | undefined,
): { requestStartupFee: number; nonRecurrentFee: number; termFee: number } {
  const { amountAt, moneyAt } = reader;
  const requestStartupFee = moneyAt('financialParameters.startupFee', parameters?.startupFee) ?? 0;
  const nonRecurrentFee =
    amountAt('financialParameters.nonRecurrentFee', parameters?.nonRecurrentFee) ?? 0;
  const termFee = moneyAt('financialParameters.termFee', parameters?.termFee) ?? 0;
  return { requestStartupFee, nonRecurrentFee, termFee };
}

/** n; undefined when missing or out of range. */
function readTermCount(
  reader: RequestReader,
  parameters: FinancialParameters | undefined,
): number | undefined {
  const termCount = parameters?.terms?.termCount;
  if (termCount === undefined) {
    reader.report(TERM_COUNT_PATH, 'termCountMissing');
    return undefined;
  }
  if (Number.isInteger(termCount) && termCount >= 1 && termCount <= MAX_TERM_COUNT) {
    return termCount;
  }
  reader.report(TERM_COUNT_PATH, 'termCountOutOfRange');
  return undefined;
}

/** m, reported when out of range. */
function readTermLength(reader: RequestReader, request: CalculationRequest): number {
  const termLength = termLengthOf(request);
  if (!(Number.isInteger(termLength) && termLength >= 1 && termLength <= MAX_TERM_LENGTH)) {
    reader.report('financialParameters.terms.termLength', 'termLengthOutOfRange');
  }
  return termLength;
}

/** The loan type, reported when unknown. */
function readLoanType(reader: RequestReader, request: CalculationRequest): LoanType {
  const loanType = loanTypeOf(request);
  if (!LOAN_TYPES.includes(loanType)) {
    reader.report('financialParameters.loanType', 'loanTypeUnknown');
  }
  return loanType;
}

/** i and where it comes from (docs/calculation.md, Which rate); undefined when there is none. */
function readRate(
  reader: RequestReader,
  request: CalculationRequest,
  options: CalculateOptions,
): ChosenRate | undefined {
  const rateChoice = chooseRate(request, options.rate);
  if (!rateChoice.ok) {
    reader.problems.push(rateChoice.problem);
    return undefined;
  }
  const { rate } = rateChoice;
  if (!(rate.nominalInterestRate >= 0 && rate.nominalInterestRate <= 100)) {
    reader.report(RATE_SOURCE_PATHS[rate.source], 'rateOutOfRange');
  }
  return rate;
}

/** The S a campaign grants in place of the request's, in whole øre; undefined when none. */
function readGrantedStartupFee(
  reader: RequestReader,
  rate: ChosenRate | undefined,
): number | undefined {
  if (rate?.startupFee === undefined) return undefined;
  if (rate.startupFee >= 0 && rate.startupFee <= MAX_AMOUNT) return toOre(rate.startupFee);
  reader.report(RATE_SOURCE_PATHS[rate.source], 'grantedStartupFeeOutOfRange');
  return undefined;
}

/**
 * RV, given as an amount, a percent of P or both (then they must agree); 0 when neither. It must
 * stay below the financed amount.
 */
function readResidualValue(
  reader: RequestReader,
  parameters: FinancialParameters | undefined,
  cashPrice: number,
  financedAmount: number,
): number {
  const { report } = reader;
  const residualValueAmount = reader.moneyAt(
    'financialParameters.residualValue',
    parameters?.residualValue,
  );
  let residualValuePercent = parameters?.residualValuePercent;
  if (
    residualValuePercent !== undefined &&
    !(residualValuePercent >= 0 && residualValuePercent <= 100)
  ) {
    report(RESIDUAL_VALUE_PERCENT_PATH, 'residualPercentOutOfRange');
    residualValuePercent = Number.NaN;
  }
  const residualValueOfPercent =
    residualValuePercent === undefined ? undefined : percentOfOre(residualValuePercent, cashPrice);
  if (
    residualValueAmount !== undefined &&
    residualValueOfPercent !== undefined &&
    Math.abs(residualValueAmount - residualValueOfPercent) > RESIDUAL_VALUE_AGREEMENT_ORE
  ) {
    report(RESIDUAL_VALUE_PERCENT_PATH, 'residualPercentMismatch', {
      fromPercentAmount: fromOre(residualValueOfPercent),
      residualAmount: fromOre(residualValueAmount),
    });
  }
  const residualValue = residualValueAmount ?? residualValueOfPercent ?? 0;
  if (residualValue >= financedAmount) {
    report(
      residualValueAmount === undefined ? RESIDUAL_VALUE_PERCENT_PATH : RESIDUAL_VALUE_PATH,
      'residualNotBelowFinanced',
      { limitAmount: fromOre(financedAmount) },
    );
  }
  return residualValue;
}

/**
 * The plan's first day: the request's deliveryDate, else today when a plan is asked for;
 * undefined when neither or when the date is invalid.
 */
function readDelivery(
  reader: RequestReader,
  request: CalculationRequest,
  options: CalculateOptions,
): CalendarDate | undefined {
  if (request.deliveryDate !== undefined) {
    const delivery =
      typeof request.deliveryDate === 'string'
        ? parseCalendarDate(request.deliveryDate)
        : undefined;
    if (delivery === undefined) {
      reader.report('deliveryDate', 'deliveryDateInvalid');
    }
    return delivery;
  }
  return request.includePaymentPlan === true ? today(options) : undefined;
}

/** A plan asked for must end by the last calendar year the engine knows. */
function checkPlanWithinCalendar(
  reader: RequestReader,
  request: CalculationRequest,
  delivery: CalendarDate | undefined,
  terms: { termCount: number | undefined; termLength: number; loanType: LoanType },
): void {
  const { termCount, termLength, loanType } = terms;
  if (request.includePaymentPlan !== true || delivery === undefined || termCount === undefined) {
    return;
  }
  const lastDue = addMonths(
    delivery,
    monthsUntilDue(termCount, termLength, paymentTiming(loanType)),
  );
  if (lastDue.year > LAST_CALENDAR_YEAR) {
    reader.report('deliveryDate', 'planPastLastYear', { year: LAST_CALENDAR_YEAR });
  }
}

/** The campaign or funding interest the rate came from, as the calculation names it. */
function rateReferenceOf(
  request: CalculationRequest,
  source: InterestRateSource,
): Pick<CalculationInputs, 'campaignId' | 'fundingInterestId'> {
  if (source === 'campaign' && request.campaignId !== undefined) {
    return { campaignId: request.campaignId };
  }
  const fundingInterestId = request.financialParameters?.fundingInterestId;
  if (source === 'fundingInterest' && fundingInterestId !== undefined) {
    return { fundingInterestId };
  }
  return {};
}

function today(options: CalculateOptions): CalendarDate {
  const date = parseCalendarDate(options.today ?? todayInNorway());
  if (date === undefined) throw new RangeError('options.today must be a YYYY-MM-DD date');
  return date;
}
