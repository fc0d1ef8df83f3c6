import type { PaymentTiming } from './annuity-payment';

export interface CashFlows {
  /** Paid out to the customer at t = 0. */
  creditAmount: number;
  /** What the customer pays each term, in order, in the unit of `creditAmount`. */
  payments: ArrayLike<number>;
  monthsPerTerm: number;
  /** `arrears`: term k is paid k terms after t = 0; `advance`: k − 1 terms after. */
  timing: PaymentTiming;
  /** Paid n terms after t = 0 (the residual value). */
  finalPayment?: number;
}

/** Stop when a step moves the discount factor by less than this fraction of itself. */
const RELATIVE_TOLERANCE = 1e-14;
/** Newton usually needs 4 to 8 steps; bisection from [0, 1] to full precision about 100. */
const MAX_ITERATIONS = 300;
/** The largest discount factor tried when the payments fall short of the credit (negative rate). */
const MAX_DISCOUNT_FACTOR = 2 ** 1000;

/**
 * The annual rate X solving Σ D_k (1+X)^−t_k = C (EU CCD Annex I), as a fraction; undefined
 * when no finite rate exists, e.g. when a payment at t = 0 already covers the credit.
 *
 * The times are whole terms, so with d = (1+X)^−(m/12) the equation is a polynomial in d,
 * evaluated by Horner's rule without powers or allocations. Its coefficients are the payments,
 * so for payments that are not negative it rises and is convex in d: Newton converges, and a
 * bracket with a bisection fallback (Numerical Recipes' rtsafe) keeps any other input safe.
 */
export function effectiveAnnualRate({
  creditAmount,
  payments,
  monthsPerTerm,
  timing,
  finalPayment = 0,
}: CashFlows): number | undefined {
  const termCount = payments.length;
  const lag = timing === 'arrears' ? 1 : 0;
  // The coefficient of d^n: the final payment, and the last payment when paid in arrears.
  const leadingCoefficient = finalPayment + (lag === 1 ? (payments[termCount - 1] ?? 0) : 0);
  let surplus = 0;
  let slope = 0;
  // Present value of the payments less the credit (`surplus`) at d, and its derivative.
  const evaluate = (discountFactor: number): void => {
    let value = leadingCoefficient;
    let derivative = 0;
    for (let power = termCount - 1; power >= 0; power--) {
      derivative = derivative * discountFactor + value;
      value = value * discountFactor + (power >= lag ? (payments[power - lag] ?? 0) : 0);
    }
    surplus = value - creditAmount;
    slope = derivative;
  };

  evaluate(1);
  if (surplus === 0) return 0;
  let low: number;
  let high: number;
  if (surplus > 0) {
    evaluate(0);
    if (surplus >= 0) return undefined;
    low = 0;
    high = 1;
  } else {
    low = 1;
    high = 2;
    evaluate(high);
    while (surplus < 0) {
      low = high;
      high *= 2;
      if (high > MAX_DISCOUNT_FACTOR) return undefined;
      evaluate(high);
    }
  }

  let discountFactor = high;
  evaluate(discountFactor);
  let step = high - low;
  let previousStep = step;
  for (let iteration = 0; iteration < MAX_ITERATIONS && surplus !== 0; iteration++) {
    const newtonPoint = discountFactor - surplus / slope;
    // Converged: the next Newton step is within the tolerance, often not even representable.
    if (Math.abs(newtonPoint - discountFactor) <= RELATIVE_TOLERANCE * discountFactor) break;
    const newtonIsSafe =
      newtonPoint > low &&
      newtonPoint < high &&
      Math.abs(2 * surplus) <= Math.abs(previousStep * slope);
    previousStep = step;
    if (newtonIsSafe) {
      step = discountFactor - newtonPoint;
      discountFactor = newtonPoint;
    } else {
      step = (high - low) / 2;
      discountFactor = low + step;
    }
    if (Math.abs(step) <= RELATIVE_TOLERANCE * discountFactor) break;
    evaluate(discountFactor);
    if (surplus < 0) low = discountFactor;
    else high = discountFactor;
  }

  const annualRate = Math.expm1((-12 / monthsPerTerm) * Math.log(discountFactor));
  return Number.isFinite(annualRate) ? annualRate : undefined;
}
