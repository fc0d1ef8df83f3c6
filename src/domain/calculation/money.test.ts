import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromOre, roundHalfUp, roundOre, roundToOre, toOre } from './money';

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
    expect(Object.is(roundOre(-0.4), 0)).toBe(true);
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
    expect(roundOre(466585.0998)).toBe(466585);
  });
});
