/** The loan and lease calculation engine (docs/calculation.md): one engine for portal and service. */
export type { ResolvedRate, CalculateOptions } from './calculate-options';
export {
  PROBLEM_CODES,
  type FieldProblem,
  type ProblemCode,
  type ProblemValues,
} from './field-problem';
export {
  calculate,
  validateCalculationRequest,
  type CalculationOutcome,
  type RefusalKind,
} from './calculate';
export { cashPriceInOre, cashPriceOf, type CashPriceReaders } from './cash-price';
export { annuityPayment, type AnnuityTerms, type PaymentTiming } from './annuity-payment';
export { effectiveAnnualRate, type CashFlows } from './effective-rate';
export {
  buildPaymentSchedule,
  leaseClosingBalance,
  paymentPlanRows,
  residualValueLine,
  type PaymentSchedule,
  type ResidualValueLine,
  type PlanCalendar,
  type PlanTerms,
} from './payment-plan';
export {
  addMonths,
  dueDates,
  formatCalendarDate,
  parseCalendarDate,
  type CalendarDate,
} from './due-dates';
export {
  decimalOf,
  fromOre,
  interestOn,
  percentOfAmount,
  percentOfOre,
  ratePerTermOf,
  roundFraction,
  roundHalfUp,
  roundToOre,
  toOre,
  type Fraction,
  type RatePerTerm,
} from './money';
export { todayInNorway } from './today-in-norway';
export {
  PRODUCT_BOUND_PATHS,
  productBoundMessage,
  productBoundProblems,
  productFits,
  type ProductBound,
  type ProductBoundProblem,
} from './product-bounds';
