import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { annuityPayment, roundedAnnuityPayment, type AnnuityTerms } from './annuity-payment';
import { fromOre, ratePerTermOf, roundFraction, type Fraction } from './money';

/** The exact payment in kroner to 12 decimals, for figures published unrounded. */
const kroner = ({ numerator, denominator }: Fraction) =>
  fromOre(Number((numerator * 10n ** 12n) / denominator) / 1e12);
const rounded = (payment: Fraction) => fromOre(roundFraction(payment));

/** The payment of a loan of monthly terms: the principal in øre over n terms at a yearly percent. */
const monthlyPayment = (
  principal: number,
  yearlyPercent: number,
  termCount: number,
  more: Pick<AnnuityTerms, 'balloon' | 'timing'> = {},
) => annuityPayment({ principal, rate: ratePerTermOf(yearlyPercent, 1), termCount, ...more });

describe('annuityPayment (docs/calculation.md, Public examples)', () => {
  it('PMT in arrears: 8 %/12, 10 terms, 10 000 gives 1 037.03 (Excel docs)', () => {
    const payment = monthlyPayment(1_000_000, 8, 10);
    expect(rounded(payment)).toBe(1037.03);
  });

  it('PMT in advance: the same paid at the start of each term gives 1 030.16 (Excel docs)', () => {
    const payment = monthlyPayment(1_000_000, 8, 10, { timing: 'advance' });
    expect(rounded(payment)).toBe(1030.16);
  });

  it('matches numpy-financial: 7.5 %/12, 180 terms, 200 000 gives 1 854.0247200054619', () => {
    const payment = monthlyPayment(20_000_000, 7.5, 180);
    expect(kroner(payment)).toBeCloseTo(1854.0247200054619, 9);
  });

  it('with a balloon: 6.9 %/12, 60 terms, 300 000, balloon 90 000', () => {
    const arrears = monthlyPayment(30_000_000, 6.9, 60, { balloon: 9_000_000 });
    const advance = monthlyPayment(30_000_000, 6.9, 60, { balloon: 9_000_000, timing: 'advance' });
    expect(kroner(arrears)).toBeCloseTo(4665.850998, 6);
    expect(kroner(advance)).toBeCloseTo(4639.175737, 6);
  });

  it('divides evenly at a zero rate, in arrears and in advance', () => {
    const terms = { principal: 12_000, rate: ratePerTermOf(0, 1), termCount: 12, balloon: 2_400 };
    expect(roundFraction(annuityPayment(terms))).toBe(800);
    expect(roundFraction(annuityPayment({ ...terms, timing: 'advance' }))).toBe(800);
  });

  it('tends to the zero-rate payment as the rate tends to zero', () => {
    // 1.2e-9 % a year is 1e-12 a month.
    const payment = monthlyPayment(1_200_000, 1.2e-9, 12);
    expect(kroner(payment)).toBeCloseTo(1000, 6);
  });

  it('repays the whole principal plus one term of interest over a single term', () => {
    const payment = monthlyPayment(100_000, 12, 1);
    expect(kroner(payment)).toBeCloseTo(1010, 9);
  });
});

describe('roundedAnnuityPayment', () => {
  it('rounds as the exact payment does, whatever the terms', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_000_000 }),
        fc.double({ min: 0, max: 0.99, noNaN: true }),
        fc.integer({ min: 0, max: 10_000 }).map((hundredths) => hundredths / 100),
        fc.constantFrom(1, 3, 6, 12),
        fc.integer({ min: 1, max: 600 }),
        fc.constantFrom('arrears' as const, 'advance' as const),
        (principal, balloonShare, percent, months, termCount, timing) => {
          const terms = {
            principal,
            rate: ratePerTermOf(percent, months),
            termCount,
            balloon: Math.floor(principal * balloonShare),
            timing,
          };
          expect(roundedAnnuityPayment(terms)).toBe(roundFraction(annuityPayment(terms)));
        },
      ),
      { numRuns: 300 },
    );
  });
});
