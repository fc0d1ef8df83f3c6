import { roundExactly, roundFraction, type Fraction, type RatePerTerm } from './money';

/** When each term's payment falls: at its end (a loan) or at its start (a lease). */
export type PaymentTiming = 'arrears' | 'advance';

export interface AnnuityTerms {
  /** Amount financed, paid out at the start; a whole number (øre). */
  principal: number;
  rate: RatePerTerm;
  termCount: number;
  /** Residual value, whole øre: due with the last payment in arrears, one term after it in advance. */
  balloon?: number;
  timing?: PaymentTiming;
}

/**
 * The level payment that repays `principal` down to `balloon` (docs/calculation.md, Loan
 * types), exactly: A = (L − RV·(1+r)^−n) · r / (1 − (1+r)^−n), divided by (1 + r) when paid in
 * advance. With r = a/b, (1+r)^n = (a+b)^n / b^n, so A is a fraction of BigInts.
 */
export function annuityPayment({
  principal,
  rate,
  termCount,
  balloon = 0,
  timing = 'arrears',
}: AnnuityTerms): Fraction {
  const financed = BigInt(principal);
  const residual = BigInt(balloon);
  const { numerator: a, denominator: b } = rate.exact;
  if (a === 0n) return { numerator: financed - residual, denominator: BigInt(termCount) };
  const n = BigInt(termCount);
  const grown = (a + b) ** n;
  const base = b ** n;
  // Multiplied through by (1+r)^n: (L·(1+r)^n − RV) · r / ((1+r)^n − 1).
  return {
    numerator: (financed * grown - residual * base) * a,
    denominator: (timing === 'advance' ? a + b : b) * (grown - base),
  };
}

/**
 * A bound on the float estimate's error relative to the payment, per unit of the factors below:
 * the dozen float operations are each off by at most 1.1e-16, so 1e-13 leaves a wide margin.
 */
const ESTIMATE_ERROR = 1e-13;

/**
 * `annuityPayment` rounded to a whole number (øre). The powers of BigInts grow to thousands of
 * digits over hundreds of terms, so the payment is first estimated in floats, and computed
 * exactly only when the estimate is too close to a half øre to decide.
 */
export function roundedAnnuityPayment(terms: AnnuityTerms): number {
  const { principal, rate, termCount, balloon = 0, timing = 'arrears' } = terms;
  const r = rate.value;
  if (r === 0) return roundFraction(annuityPayment(terms));
  const logGrowth = termCount * Math.log1p(r);
  const discount = Math.exp(-logGrowth);
  // 1 − (1+r)^−n through expm1 keeps its digits when r is tiny.
  const annuityFactor = -Math.expm1(-logGrowth);
  const owed = principal - balloon * discount;
  const inArrears = (owed * r) / annuityFactor;
  const estimate = timing === 'advance' ? inArrears / (1 + r) : inArrears;
  // The errors of r and of the exponent grow with n·log(1+r); L − RV·(1+r)^−n may cancel.
  const uncertainty = ESTIMATE_ERROR * (1 + logGrowth) * ((principal + balloon) / owed);
  return roundExactly(estimate, () => annuityPayment(terms), uncertainty);
}
