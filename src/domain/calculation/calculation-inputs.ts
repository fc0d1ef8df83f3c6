import type { InterestRateSource } from '../contract/calculation';
import {
  LOAN_TYPES,
  loanTypeOf,
  MAX_TERM_COUNT,
  MAX_TERM_LENGTH,
  TERM_LENGTH_RULE,
  termLengthOf,
  type CalculationRequest,
  type LoanType,
} from '../contract/calculation-request';
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
import type { FieldProblem } from './field-problem';
import { chooseRate, RATE_SOURCE_PATHS } from './interest-rate';
import { percentOfOre, toOre } from './money';
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
  const report = (path: string, message: string): void => {
    problems.push({ path, message });
  };
  const amountAt = (path: string, value: number | undefined): number | undefined => {
    if (value === undefined) return undefined;
    if (!Number.isFinite(value)) report(path, 'The amount must be a number');
    else if (value < 0) report(path, 'The amount cannot be negative');
    else if (value > MAX_AMOUNT) report(path, 'The amount cannot be more than 10 000 000 000');
    else return toOre(value);
    return Number.NaN;
  };
  const moneyAt = (path: string, money: Money | undefined): number | undefined => {
    if (money === undefined) return undefined;
    const amount = amountAt(`${path}.amount`, money.amount);
    const vatAmount = amountAt(`${path}.vatAmount`, money.vatAmount);
    if (vatAmount !== undefined && vatAmount > (amount ?? 0)) {
      report(`${path}.vatAmount`, 'The VAT cannot be more than the amount');
    }
    return amount;
  };

  const { object, financialParameters: parameters } = request;

  const givenCashPrice = cashPriceInOre(object, { purchasePrice: moneyAt, extra: amountAt });
  if (givenCashPrice === undefined) report(PURCHASE_PRICE_PATH, 'Give the purchase price');
  // Itemised extras and the price per extra km are shown on the offer, not financed; still money.
  amountAt('object.priceKmExceeded', object?.priceKmExceeded);
  object?.objectCarExtras?.forEach((extra, index) => {
    moneyAt(`object.objectCarExtras.${index}.price`, extra.price);
  });
  let cashPrice = givenCashPrice ?? Number.NaN;
  if (cashPrice <= 0) {
    report(PURCHASE_PRICE_PATH, 'The cash price must be more than 0');
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
    report(
      'financialParameters.equity.amount',
      `The equity must be less than the cash price plus the products financed with it (${formatNok(financeable)})`,
    );
    creditAmount = Number.NaN;
  }

  const requestStartupFee = moneyAt('financialParameters.startupFee', parameters?.startupFee) ?? 0;
  const nonRecurrentFee =
    amountAt('financialParameters.nonRecurrentFee', parameters?.nonRecurrentFee) ?? 0;
  const termFee = moneyAt('financialParameters.termFee', parameters?.termFee) ?? 0;

  const requestedTermCount = parameters?.terms?.termCount;
  let termCount: number | undefined;
  if (requestedTermCount === undefined) report(TERM_COUNT_PATH, 'Give the number of terms');
  else if (
    Number.isInteger(requestedTermCount) &&
    requestedTermCount >= 1 &&
    requestedTermCount <= MAX_TERM_COUNT
  ) {
    termCount = requestedTermCount;
  } else {
    report(
      TERM_COUNT_PATH,
      `The number of terms must be a whole number from 1 to ${MAX_TERM_COUNT}`,
    );
  }
  const termLength = termLengthOf(request);
  if (!(Number.isInteger(termLength) && termLength >= 1 && termLength <= MAX_TERM_LENGTH)) {
    report('financialParameters.terms.termLength', `The term length must be ${TERM_LENGTH_RULE}`);
  }
  const loanType = loanTypeOf(request);
  if (!LOAN_TYPES.includes(loanType)) {
    report('financialParameters.loanType', 'The loan type must be Annuity, Serial or Leasing');
  }

  const rateChoice = chooseRate(request, options.rate);
  let startupFee = requestStartupFee;
  if (!rateChoice.ok) problems.push(rateChoice.problem);
  else {
    const { rate } = rateChoice;
    const ratePath = RATE_SOURCE_PATHS[rate.source];
    if (!(rate.nominalInterestRate >= 0 && rate.nominalInterestRate <= 100)) {
      report(ratePath, 'The interest rate must be from 0 to 100 %');
    }
    if (rate.startupFee !== undefined) {
      if (rate.startupFee >= 0 && rate.startupFee <= MAX_AMOUNT)
        startupFee = toOre(rate.startupFee);
      else report(ratePath, 'The startup fee it grants must be from 0 to 10 000 000 000');
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
    report(RESIDUAL_VALUE_PERCENT_PATH, 'The residual value percent must be from 0 to 100');
    residualValuePercent = Number.NaN;
  }
  const residualValueOfPercent =
    residualValuePercent === undefined ? undefined : percentOfOre(residualValuePercent, cashPrice);
  if (
    residualValueAmount !== undefined &&
    residualValueOfPercent !== undefined &&
    Math.abs(residualValueAmount - residualValueOfPercent) > RESIDUAL_VALUE_AGREEMENT_ORE
  ) {
    report(
      RESIDUAL_VALUE_PERCENT_PATH,
      `The residual value percent gives ${formatNok(residualValueOfPercent)}, which does not match the residual value of ${formatNok(residualValueAmount)}`,
    );
  }
  const residualValue = residualValueAmount ?? residualValueOfPercent ?? 0;
  if (residualValue >= financedAmount) {
    report(
      residualValueAmount === undefined ? RESIDUAL_VALUE_PERCENT_PATH : RESIDUAL_VALUE_PATH,
      `The residual value must be less than the financed amount (${formatNok(financedAmount)})`,
    );
  }

  let delivery: CalendarDate | undefined;
  if (request.deliveryDate !== undefined) {
    delivery =
      typeof request.deliveryDate === 'string'
        ? parseCalendarDate(request.deliveryDate)
        : undefined;
    if (delivery === undefined) {
      report('deliveryDate', 'The delivery date must be a date, YYYY-MM-DD');
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
      report('deliveryDate', `The payment plan would run past the year ${LAST_CALENDAR_YEAR}`);
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

/** 35000000 øre as 'NOK 350 000.00', for messages. */
function formatNok(ore: number): string {
  const [whole = '', fraction = ''] = (ore / 100).toFixed(2).split('.');
  return `NOK ${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')}.${fraction}`;
}
