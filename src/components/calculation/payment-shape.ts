import type { Calculation } from '../../domain/contract';

/**
 * How the customer pays, as each loan type has it:
 * - `level`: an annuity loan, the same payment every term;
 * - `falling`: a serial loan, the first payment is the largest and each later one is smaller;
 * - `lease`: a rent every term, and the residual value left to settle when the lease ends.
 */
export type PaymentShape =
  | { kind: 'level'; payment: number }
  | { kind: 'falling'; firstPayment: number; lastPayment: number | undefined }
  | { kind: 'lease'; rent: number; residualValue: number };

export function paymentShapeOf(calculation: Calculation): PaymentShape {
  switch (calculation.loanType) {
    case 'Annuity':
      return { kind: 'level', payment: calculation.termAmount };
    case 'Serial':
      return {
        kind: 'falling',
        firstPayment: calculation.termAmount,
        lastPayment: calculation.paymentPlan?.at(-1)?.payment,
      };
    case 'Leasing':
      return {
        kind: 'lease',
        rent: calculation.termAmount,
        residualValue: calculation.residualValue,
      };
  }
}
