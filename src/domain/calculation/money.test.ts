import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decimalOf,
  fromOre,
  interestOn,
  percentOfAmount,
  ratePerTermOf,
  roundHalfUp,
  roundToOre,
  toOre,
} from './money';

describe('roundToOre', () => {
  it.each([
    [1.005, 1.01],
    [2.675, 2.68],
    [1.004, 1],
    [0.125, 0.13],
    [1.255, 1.26],
    [8.345, 8.35],
    [4665.850998, 4665.85],
    [1234567.895, 1234567.9],
    [0, 0],
    [-1.005, -1.01],
    [-0.001, 0],
  ])('rounds %d to %d', (amount, expected) => {
    expect(roundToOre(amount)).toBe(expected);
  });

  it('rounds every three-decimal amount as decimal arithmetic does', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000_000 }), (thousandths) => {
        const expectedOre = Math.floor((thousandths + 5) / 10);
        expect(toOre(thousandths / 1000)).toBe(expectedOre);
      }),
      { numRuns: 2000 },
    );
  });

  it('never returns negative zero', () => {
    expect(Object.is(toOre(-0.004), 0)).toBe(true);
  });

  it('decides on the decimal written, however close to a half', () => {
    expect(toOre(0.815)).toBe(82);
    expect(toOre(0.81499999999999)).toBe(81);
    expect(toOre(0.81500000000001)).toBe(82);
    expect(toOre(18_232.11499999999)).toBe(1_823_211);
    expect(toOre(18_232.115)).toBe(1_823_212);
  });
});

describe('interestOn: one term of interest, rounded on the exact value', () => {
  // Built as balance × percent / 1200 = k + ½ ∓ 1/1 200 000 000: a hair below or above a half
  // øre, closer than binary floating point can tell (12.345679 % gives exactly k + ½ in floats).
  it.each([
    ['down just below', 155_105_477, 14.105587, 1_823_211],
    ['down just below', 355_242_857, 6.900007, 2_042_648],
    ['down just below', 256_529_407, 7.123457, 1_522_813],
    ['down just below', 298_571_429, 3.333331, 829_364],
    ['down just below', 800_000_081, 12.345679, 8_230_453],
    ['up just above', 1_044_894_523, 14.105587, 12_282_376],
    ['up just above', 844_757_143, 6.900007, 4_857_359],
    ['up just above', 943_470_593, 7.123457, 5_600_644],
    ['up just above', 901_428_571, 3.333331, 2_503_967],
    ['up just above', 399_999_919, 12.345679, 4_115_226],
  ])('rounds %s a half: %d øre at %d %% a year', (_side, balance, percent, interest) => {
    expect(interestOn(balance, ratePerTermOf(percent, 1))).toBe(interest);
  });

  it('rounds an exact half up', () => {
    // 1.2 % a year is 0.001 a month: 500 øre earn exactly half an øre.
    expect(interestOn(500, ratePerTermOf(1.2, 1))).toBe(1);
    expect(interestOn(499, ratePerTermOf(1.2, 1))).toBe(0);
  });

  it('matches exact rational arithmetic on random balances and rates', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000_000 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.constantFrom(1, 3, 6, 12),
        (balance, millionthsOfPercent, months) => {
          const numerator = BigInt(balance) * BigInt(millionthsOfPercent) * BigInt(months);
          const denominator = 1_200_000_000n;
          const expected = (2n * numerator + denominator) / (2n * denominator);
          const rate = ratePerTermOf(millionthsOfPercent / 1_000_000, months);
          expect(interestOn(balance, rate)).toBe(Number(expected));
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('percentOfAmount', () => {
  it('rounds the exact share half-up to øre', () => {
    expect(percentOfAmount(10, 350_000.05)).toBe(35_000.01);
    expect(percentOfAmount(10, 350_000.04)).toBe(35_000);
    expect(percentOfAmount(33.3, 1000)).toBe(333);
    expect(percentOfAmount(12.5, 0.04)).toBe(0.01);
  });
});

describe('decimalOf', () => {
  it('reads the decimal a number is written as', () => {
    expect(decimalOf(14.105587)).toEqual({ numerator: 14_105_587n, denominator: 1_000_000n });
    expect(decimalOf(1e-10)).toEqual({ numerator: 1n, denominator: 10_000_000_000n });
    expect(decimalOf(1e21)).toEqual({ numerator: 10n ** 21n, denominator: 1n });
    expect(decimalOf(-2.5)).toEqual({ numerator: -25n, denominator: 10n });
  });
});

describe('roundHalfUp', () => {
  it('rounds to the given number of decimals', () => {
    expect(roundHalfUp(7.125, 2)).toBe(7.13);
    expect(roundHalfUp(6.434412488, 2)).toBe(6.43);
    expect(roundHalfUp(2.5)).toBe(3);
  });
});

describe('øre and kroner', () => {
  it('converts both ways exactly', () => {
    expect(toOre(4665.85)).toBe(466585);
    expect(fromOre(466585)).toBe(4665.85);
    expect(toOre(4665.850998)).toBe(466585);
  });
});
