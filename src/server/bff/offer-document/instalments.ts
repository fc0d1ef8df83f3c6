import type { PaymentPlanRow } from '../../../domain/contract';

/**
 * The payments of a plan as the customer is told them, read from the plan itself: the last
 * payment takes what the rounding left, so "60 terms of 6 566,96" would be wrong by øre when the
 * 60th is 6 566,83.
 */
export type Instalments =
  /** Every payment the same. */
  | { kind: 'equal'; count: number; payment: number }
  /** The same `payment` `count` times, then a different last one. */
  | { kind: 'equalThenLast'; count: number; payment: number; last: number }
  /** Payments that change (a serial loan's fall): the first and the last. */
  | { kind: 'changing'; count: number; first: number; last: number };

export function instalmentsOf(plan: readonly Pick<PaymentPlanRow, 'payment'>[]): Instalments {
  const payments = plan.map((row) => row.payment);
  const first = payments[0] ?? 0;
  const last = payments.at(-1) ?? 0;
  const leading = payments.findIndex((payment) => payment !== first);
  if (leading === -1) return { kind: 'equal', count: payments.length, payment: first };
  if (leading === payments.length - 1) {
    return { kind: 'equalThenLast', count: leading, payment: first, last };
  }
  return { kind: 'changing', count: payments.length, first, last };
}
