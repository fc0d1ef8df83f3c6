import { addMonths, parseCalendarDate } from './calculation/due-dates';
import { fromOre, percentOfAmount, roundHalfUp, toOre } from './calculation/money';
import { PRODUCT_BOUND_PATHS } from './calculation/product-bounds';
import type { ApplicantFinances } from './contract/applicant';
import type { Assessment, AssessmentFinding, AssessmentOutcome } from './contract/assessment';
import type { Calculation } from './contract/calculation';
import { customerTypeOf, type CalculationRequest } from './contract/calculation-request';
import { minEquityPercentFor, type Product } from './contract/product';
import { reasonText, type ReasonCode, type ReasonParams } from './reasons';

/**
 * The bank's credit rules, in one place: the embedded bank decides by them, and
 * `POST /application/assessment` tells the salesperson before sending what they would decide.
 * The hard bounds of a product (its amounts, terms, equity) refuse a calculation outright (422);
 * these are the rules a credit officer applies to an offer that calculates.
 */

/** The most the bank finances without its credit committee, per customer type, NOK. */
export const FINANCED_AMOUNT_LIMIT = { private: 2_000_000, business: 10_000_000 } as const;

/** A loan under no product of the price list needs this share of the cash price as equity. */
export const DEFAULT_LOAN_EQUITY_PERCENT = 10;

/** A finding either makes a refusal likely, or has the bank look closer. */
export type FindingSeverity = 'refuse' | 'refer';

export interface CreditFinding {
  code: ReasonCode;
  params: ReasonParams;
  path?: string;
  severity: FindingSeverity;
}

export interface CreditRuleInput {
  request: CalculationRequest;
  calculation: Calculation;
  /** The product the offer falls under: the one it names, else the first of the price list that fits. */
  product: Product | undefined;
  /** Today in Norway, `YYYY-MM-DD`: the term's start when the request names no delivery date. */
  today: string;
  /** Who applies, when known: a private household's finances decide whether it can pay. */
  applicant?: ApplicantFinances | undefined;
}

function equityFinding({ request, calculation, product }: CreditRuleInput): CreditFinding[] {
  if (calculation.loanType === 'Leasing' || calculation.cashPrice <= 0) return [];
  const condition = request.object?.objectCondition;
  const minimumPercent =
    product === undefined ? DEFAULT_LOAN_EQUITY_PERCENT : minEquityPercentFor(product, condition);
  const equity = toOre(calculation.cashPrice) - toOre(calculation.creditAmount);
  const minimumAmount = percentOfAmount(minimumPercent, calculation.cashPrice);
  if (equity >= toOre(minimumAmount)) return [];
  return [
    {
      code: 'EQUITY_BELOW_MINIMUM',
      params: {
        equityPercent: roundHalfUp((fromOre(equity) / calculation.cashPrice) * 100, 1),
        minimumPercent,
        minimumAmount,
      },
      path: PRODUCT_BOUND_PATHS.equity,
      severity: 'refuse',
    },
  ];
}

function financedLimitFinding({ request, calculation }: CreditRuleInput): CreditFinding[] {
  const limit =
    customerTypeOf(request) === 'Business'
      ? FINANCED_AMOUNT_LIMIT.business
      : FINANCED_AMOUNT_LIMIT.private;
  if (calculation.financedAmount <= limit) return [];
  return [
    {
      code: 'FINANCED_ABOVE_LIMIT',
      params: { financedAmount: calculation.financedAmount, limitAmount: limit },
      path: PRODUCT_BOUND_PATHS.equity,
      severity: 'refuse',
    },
  ];
}

function objectAgeFinding({
  request,
  calculation,
  product,
  today,
}: CreditRuleInput): CreditFinding[] {
  const maximumYears = product?.maxObjectAgeYears;
  if (maximumYears === undefined) return [];
  const path = 'object.yearModel';
  const yearModel = request.object?.yearModel;
  if (yearModel === undefined) {
    // A new object is this year's; a used one's age the bank must know.
    if (request.object?.objectCondition === 'New') return [];
    return [{ code: 'OBJECT_AGE_UNKNOWN', params: { maximumYears }, path, severity: 'refer' }];
  }
  const delivery = parseCalendarDate(
    typeof request.deliveryDate === 'string' ? request.deliveryDate : today,
  );
  if (delivery === undefined) return [];
  const end = addMonths(delivery, calculation.termCount * calculation.termLength);
  const ageYears = end.year - yearModel;
  if (ageYears <= maximumYears) return [];
  return [{ code: 'OBJECT_TOO_OLD', params: { ageYears, maximumYears }, path, severity: 'refuse' }];
}

/**
 * How the embedded bank judges whether a household can carry the credit, modelled on Norway's
 * lending regulation (utlånsforskriften): every debt paid at a stressed interest rate, total debt
 * at most 5 times the gross yearly income. Living costs are rough monthly figures per person
 * (in the spirit of SIFO's reference budget), tax a flat share of gross income.
 */
export const AFFORDABILITY = {
  stressAdditionPercent: 3,
  stressFloorPercent: 7,
  debtToIncomeLimit: 5,
  taxShare: 0.3,
  livingCostPerAdult: 11_000,
  livingCostPerDependant: 4_500,
  /** Other debt (mostly mortgages) is counted as an annuity over this many years. */
  otherDebtYears: 25,
} as const;

/** The level payment per term that repays `principal` down to `balloon` at `yearlyPercent`. */
function stressedPayment(
  principal: number,
  yearlyPercent: number,
  termCount: number,
  termMonths: number,
  balloon = 0,
): number {
  const rate = (yearlyPercent / 100) * (termMonths / 12);
  const discount = (1 + rate) ** -termCount;
  return ((principal - balloon * discount) * rate) / (1 - discount);
}

/** The people of a private application whose finances the bank knows. */
function householdOf(applicant: ApplicantFinances | undefined) {
  if (applicant?.grossYearlyIncome === undefined) return [];
  return [applicant, applicant.coApplicant].flatMap((person) =>
    person?.grossYearlyIncome === undefined
      ? []
      : [
          {
            income: person.grossYearlyIncome,
            housingCost: person.housingCost ?? 0,
            dependants: person.dependants ?? 0,
            otherDebt: person.otherDebt ?? 0,
          },
        ],
  );
}

function householdFindings({ calculation, applicant }: CreditRuleInput): CreditFinding[] {
  const household = householdOf(applicant);
  if (household.length === 0) return [];
  const sum = (of: (person: (typeof household)[number]) => number) =>
    household.reduce((total, person) => total + of(person), 0);
  const incomeAmount = sum((person) => person.income);
  const otherDebt = sum((person) => person.otherDebt);
  const findings: CreditFinding[] = [];
  const debtAmount = otherDebt + calculation.financedAmount;
  if (debtAmount > AFFORDABILITY.debtToIncomeLimit * incomeAmount) {
    findings.push({
      code: 'DEBT_TO_INCOME_ABOVE_LIMIT',
      params: { debtAmount, incomeAmount, limitTimes: AFFORDABILITY.debtToIncomeLimit },
      path: 'applicant.otherDebt',
      severity: 'refuse',
    });
  }
  const stressRatePercent = Math.max(
    calculation.nominalInterestRate + AFFORDABILITY.stressAdditionPercent,
    AFFORDABILITY.stressFloorPercent,
  );
  const { termCount, termLength, financedAmount, residualValue } = calculation;
  const creditPerMonth =
    stressedPayment(financedAmount, stressRatePercent, termCount, termLength, residualValue) /
    termLength;
  const otherDebtPerMonth =
    otherDebt === 0
      ? 0
      : stressedPayment(otherDebt, stressRatePercent, AFFORDABILITY.otherDebtYears * 12, 1);
  // Children of a couple applying together are counted once.
  const dependants = Math.max(...household.map((person) => person.dependants));
  const livingCost =
    household.length * AFFORDABILITY.livingCostPerAdult +
    dependants * AFFORDABILITY.livingCostPerDependant;
  const surplus =
    (incomeAmount * (1 - AFFORDABILITY.taxShare)) / 12 -
    sum((person) => person.housingCost) -
    livingCost -
    otherDebtPerMonth -
    creditPerMonth;
  if (surplus < 0) {
    findings.push({
      code: 'DEBT_SERVICE_INSUFFICIENT',
      params: { surplusAmount: Math.round(surplus), stressRatePercent },
      path: 'applicant.grossYearlyIncome',
      severity: 'refuse',
    });
  }
  return findings;
}

/** What the bank's rules find in an offer that calculates, in the order a salesperson fixes them. */
export function creditFindings(input: CreditRuleInput): CreditFinding[] {
  return [
    ...equityFinding(input),
    ...objectAgeFinding(input),
    ...financedLimitFinding(input),
    ...householdFindings(input),
  ];
}

const outcomeOf = (findings: readonly CreditFinding[]): AssessmentOutcome =>
  findings.some((finding) => finding.severity === 'refuse')
    ? 'unlikely'
    : findings.length > 0
      ? 'refer'
      : 'likely';

/** The answer of `POST /application/assessment`. */
export function assessmentOf(findings: readonly CreditFinding[]): Assessment {
  return {
    outcome: outcomeOf(findings),
    findings: findings.map(({ code, params, path }): AssessmentFinding => ({
      code,
      params,
      ...(path === undefined ? {} : { path }),
      reason: reasonText(code, params),
    })),
  };
}
