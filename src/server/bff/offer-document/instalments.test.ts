import { describe, expect, it } from 'vitest';
import { instalmentsOf } from './instalments';

const plan = (...payments: number[]) => payments.map((payment) => ({ payment }));

describe('the instalments as the customer is told them', () => {
  it('counts equal payments as one run', () => {
    expect(instalmentsOf(plan(100, 100, 100))).toEqual({ kind: 'equal', count: 3, payment: 100 });
  });

  it('names a last payment the rounding changed', () => {
    expect(instalmentsOf(plan(6566.96, 6566.96, 6566.83))).toEqual({
      kind: 'equalThenLast',
      count: 2,
      payment: 6566.96,
      last: 6566.83,
    });
  });

  it('gives the first and last of payments that fall', () => {
    expect(instalmentsOf(plan(1833.33, 1829.17, 838.3))).toEqual({
      kind: 'changing',
      count: 3,
      first: 1833.33,
      last: 838.3,
    });
  });
});
