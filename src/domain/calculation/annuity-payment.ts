/** When each term's payment falls: at its end (a loan) or at its start (a lease). */
export type PaymentTiming = 'arrears' | 'advance';

export interface AnnuityTerms {
  /** Amount financed, paid out at the start. */
  principal: number;
  /** Interest rate per term, as a fraction (0.005 for 0.5 %). */
  ratePerTerm: number;
  termCount: number;
  /** Residual value: due with the last payment in arrears, one term after it in advance. */
  balloon?: number;
  timing?: PaymentTiming;
}

/**
 * The level payment that repays `principal` down to `balloon` (docs/calculation.md, Loan types), not
 * rounded: A = (L − RV·(1+r)^−n) · r / (1 − (1+r)^−n), divided by (1 + r) when paid in advance.
 */
export function annuityPayment({
  principal,
  ratePerTerm,
  termCount,
  balloon = 0,
  timing = 'arrears',
}: AnnuityTerms): number {
  if (ratePerTerm === 0) return (principal - balloon) / termCount;
  const logGrowth = termCount * Math.log1p(ratePerTerm);
  const discount = Math.exp(-logGrowth);
  // 1 − (1+r)^−n through expm1 keeps its digits when r is tiny.
  const annuityFactor = -Math.expm1(-logGrowth);
  const payment = ((principal - balloon * discount) * ratePerTerm) / annuityFactor;
  return timing === 'advance' ? payment / (1 + ratePerTerm) : payment;
}
