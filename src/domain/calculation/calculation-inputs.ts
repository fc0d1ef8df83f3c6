import type { InterestRateSource } from '../contract/calculation';
import {
  LOAN_TYPES,
  loanTypeOf,
  termLengthOf,
  type CalculationRequest,
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
import { chooseRate, RATE_SOURCE_PATHS } from './interest-rate';
import { fromOre, percentOfOre, toOre } from './money';
import { paymentTiming } from './payment-plan';
import { todayInNorway } from './today-in-norway';

export const TERM_COUNT_PATH = 'financialParameters.terms.termCount';
const PURCHASE_PRICE_PATH = 'object.purchasePrice.amount';
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

  const { object, financialParameters: parameters } = request;

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

  let productsFinanced = 0;
  let productsPerTerm = 0;
  request.embeddedProducts?.forEach((product, index) => {
    const price = moneyAt(`embeddedProducts.${index}.price`, product.price) ?? 0;
    if (product.isIncludedInTermFee === true) productsPerTerm += price;
    else productsFinanced += price;
  });

  const equity = moneyAt('financialParameters.equity', parameters?.equity) ?? 0;
  const financeable = cashPrice + productsFinanced;
  let creditAmount = financeable - equity;
  if (equity >= financeable) {
    report('financialParameters.equity.amount', 'equityNotBelowFinanceable', {
      limitAmount: fromOre(financeable),
    });
    creditAmount = Number.NaN;
  }

  const requestStartupFee = moneyAt('financialParameters.startupFee', parameters?.startupFee) ?? 0;
  const nonRecurrentFee =
    amountAt('financialParameters.nonRecurrentFee', parameters?.nonRecurrentFee) ?? 0;
  const termFee = moneyAt('financialParameters.termFee', parameters?.termFee) ?? 0;

  const requestedTermCount = parameters?.terms?.termCount;
  let termCount: number | undefined;
  if (requestedTermCount === undefined) report(TERM_COUNT_PATH, 'termCountMissing');
  else if (
    Number.isInteger(requestedTermCount) &&
    requestedTermCount >= 1 &&
    requestedTermCount <= MAX_TERM_COUNT
  ) {
    termCount = requestedTermCount;
  } else {
    report(TERM_COUNT_PATH, 'termCountOutOfRange');
  }
  const termLength = termLengthOf(request);
  if (!(Number.isInteger(termLength) && termLength >= 1 && termLength <= MAX_TERM_LENGTH)) {
    report('financialParameters.terms.termLength', 'termLengthOutOfRange');
  }
  const loanType = loanTypeOf(request);
  if (!LOAN_TYPES.includes(loanType)) {
    report('financialParameters.loanType', 'loanTypeUnknown');
  }

  const rateChoice = chooseRate(request, options.rate);
  let startupFee = requestStartupFee;
  if (!rateChoice.ok) problems.push(rateChoice.problem);
  else {
    const { rate } = rateChoice;
    const ratePath = RATE_SOURCE_PATHS[rate.source];
    if (!(rate.nominalInterestRate >= 0 && rate.nominalInterestRate <= 100)) {
      report(ratePath, 'rateOutOfRange');
    }
    if (rate.startupFee !== undefined) {
      if (rate.startupFee >= 0 && rate.startupFee <= MAX_AMOUNT)
        startupFee = toOre(rate.startupFee);
      else report(ratePath, 'grantedStartupFeeOutOfRange');
    }
  }
  const financedAmount = creditAmount + startupFee + nonRecurrentFee;

  const residualValueAmount = moneyAt(
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

  let delivery: CalendarDate | undefined;
  if (request.deliveryDate !== undefined) {
    delivery =
      typeof request.deliveryDate === 'string'
        ? parseCalendarDate(request.deliveryDate)
        : undefined;
    if (delivery === undefined) {
      report('deliveryDate', 'deliveryDateInvalid');
    }
  } else if (request.includePaymentPlan === true) {
    delivery = today(options);
  }
  if (request.includePaymentPlan === true && delivery !== undefined && termCount !== undefined) {
    const lastDue = addMonths(
      delivery,
      monthsUntilDue(termCount, termLength, paymentTiming(loanType)),
    );
    if (lastDue.year > LAST_CALENDAR_YEAR) {
      report('deliveryDate', 'planPastLastYear', { year: LAST_CALENDAR_YEAR });
    }
  }

  if (problems.length > 0 || termCount === undefined || !rateChoice.ok) {
    return { ok: false, problems };
  }
  const source = rateChoice.rate.source;
  return {
    ok: true,
    inputs: {
      loanType,
      cashPrice,
      creditAmount,
      financedAmount,
      startupFee,
      nonRecurrentFee,
      termFee,
      productsPerTerm,
      residualValue,
      termCount,
      termLength,
      nominalInterestRate: rateChoice.rate.nominalInterestRate,
      interestRateSource: source,
      ...(source === 'campaign' && request.campaignId !== undefined
        ? { campaignId: request.campaignId }
        : {}),
      ...(source === 'fundingInterest' && parameters?.fundingInterestId !== undefined
        ? { fundingInterestId: parameters.fundingInterestId }
        : {}),
      ...(request.includePaymentPlan === true && delivery !== undefined ? { delivery } : {}),
    },
  };
}

function today(options: CalculateOptions): CalendarDate {
  const date = parseCalendarDate(options.today ?? todayInNorway());
  if (date === undefined) throw new RangeError('options.today must be a YYYY-MM-DD date');
  return date;
}
