import { describe, expect, it } from 'vitest';
import { annuityPayment } from './annuity-payment';
import { roundToOre } from './money';

describe('annuityPayment (docs/calculation.md, Public examples)', () => {
  it('PMT in arrears: 8 %/12, 10 terms, 10 000 gives 1 037.03 (Excel docs)', () => {
    const payment = annuityPayment({ principal: 10_000, ratePerTerm: 0.08 / 12, termCount: 10 });
    expect(roundToOre(payment)).toBe(1037.03);
  });

  it('PMT in advance: the same paid at the start of each term gives 1 030.16 (Excel docs)', () => {
    const payment = annuityPayment({
      principal: 10_000,
      ratePerTerm: 0.08 / 12,
      termCount: 10,
      timing: 'advance',
    });
    expect(roundToOre(payment)).toBe(1030.16);
  });

  it('matches numpy-financial: 7.5 %/12, 180 terms, 200 000 gives 1 854.0247200054619', () => {
    const payment = annuityPayment({ principal: 200_000, ratePerTerm: 0.075 / 12, termCount: 180 });
    expect(payment).toBeCloseTo(1854.0247200054619, 9);
  });

  it('with a balloon: 6.9 %/12, 60 terms, 300 000, balloon 90 000', () => {
    const terms = { principal: 300_000, ratePerTerm: 0.069 / 12, termCount: 60, balloon: 90_000 };
    expect(annuityPayment(terms)).toBeCloseTo(4665.850998, 6);
    expect(annuityPayment({ ...terms, timing: 'advance' })).toBeCloseTo(4639.175737, 6);
  });

  it('divides evenly at a zero rate, in arrears and in advance', () => {
    const terms = { principal: 12_000, ratePerTerm: 0, termCount: 12, balloon: 2_400 };
    expect(annuityPayment(terms)).toBe(800);
    expect(annuityPayment({ ...terms, timing: 'advance' })).toBe(800);
  });

  it('tends to the zero-rate payment as the rate tends to zero', () => {
    const payment = annuityPayment({ principal: 12_000, ratePerTerm: 1e-12, termCount: 12 });
    expect(payment).toBeCloseTo(1000, 6);
  });

  it('repays the whole principal plus one term of interest over a single term', () => {
    const payment = annuityPayment({ principal: 1_000, ratePerTerm: 0.01, termCount: 1 });
    expect(payment).toBeCloseTo(1010, 9);
  });
});
