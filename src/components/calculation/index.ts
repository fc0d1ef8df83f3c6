/** The presentation of a calculation, shared by the offer workspace and the application page. */
export { CalculationFigures, type CalculationFiguresProps } from './calculation-figures';
export { PaymentPlanTable, type PaymentPlanTableProps } from './payment-plan-table';
export { PaymentPlanChart, type PaymentPlanChartProps } from './payment-plan-chart';
export { PaymentHeadline, type PaymentHeadlineProps } from './payment-headline';
export { paymentShapeOf, type PaymentShape } from './payment-shape';
export { rateSourceLabel, type RateSourceNames } from './rate-source-label';
