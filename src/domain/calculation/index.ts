/** The loan and lease calculation engine (docs/calculation.md): one engine for portal and service. */
export type { ResolvedRate, CalculateOptions } from './calculate-options';
export type { FieldProblem } from './field-problem';
export { calculate, validateCalculationRequest, type CalculationOutcome } from './calculate';
export { annuityPayment, type AnnuityTerms, type PaymentTiming } from './annuity-payment';
export { effectiveAnnualRate, type CashFlows } from './effective-rate';
export {
  buildPaymentSchedule,
  leaseClosingBalance,
  paymentPlanRows,
  type PaymentSchedule,
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
export { fromOre, roundHalfUp, roundOre, roundToOre, toOre } from './money';
export { todayInNorway } from './today-in-norway';
