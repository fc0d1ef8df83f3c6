import { describe, expect, it } from 'vitest';
import type { ApplicantFinances } from './contract/applicant';
import { ANNUITY_EXAMPLE_CALCULATION, EXAMPLE_HOUSEHOLD } from './contract/example-requests';
import { creditFindings, type CreditRuleInput } from './credit-rules';

/** 400 000 kr over 60 months at 5.9 %: 8 283.94 a month at the stressed 8.9 %. */
const calculation = {
  ...ANNUITY_EXAMPLE_CALCULATION,
  cashPrice: 500_000,
  creditAmount: 400_000,
  financedAmount: 400_000,
  nominalInterestRate: 5.9,
  residualValue: 0,
};

const findingsFor = (applicant: ApplicantFinances | undefined) =>
  creditFindings({
    request: { object: { purchasePrice: { amount: 500_000 } } },
    calculation,
    product: undefined,
    today: '2026-11-27',
    applicant,
  } satisfies CreditRuleInput);

describe("the household's debt-servicing capacity", () => {
  it('finds nothing when the household can pay at the stressed rate', () => {
    // 720 000 × 0.7 / 12 = 42 000; less 14 000 housing, 15 500 living, 8 283.94: 4 216 left.
    expect(findingsFor(EXAMPLE_HOUSEHOLD)).toEqual([]);
  });

  it('refuses when too little is left each month, with the figures to explain it', () => {
    expect(findingsFor({ ...EXAMPLE_HOUSEHOLD, grossYearlyIncome: 400_000 })).toEqual([
      {
        code: 'DEBT_SERVICE_INSUFFICIENT',
        params: { surplusAmount: -14_451, stressRatePercent: 8.9 },
        path: 'applicant.grossYearlyIncome',
        severity: 'refuse',
      },
    ]);
  });

  it('refuses debt above 5 times the gross yearly income, other debt paid at the stressed rate', () => {
    const findings = findingsFor({ ...EXAMPLE_HOUSEHOLD, otherDebt: 3_300_000 });
    expect(findings.map(({ code, params }) => ({ code, params }))).toEqual([
      {
        code: 'DEBT_TO_INCOME_ABOVE_LIMIT',
        params: { debtAmount: 3_700_000, incomeAmount: 720_000, limitTimes: 5 },
      },
      {
        code: 'DEBT_SERVICE_INSUFFICIENT',
        params: { surplusAmount: -23_252, stressRatePercent: 8.9 },
      },
    ]);
  });

  it("counts a co-applicant's income, costs and living, and children once", () => {
    const alone = { ...EXAMPLE_HOUSEHOLD, grossYearlyIncome: 400_000 };
    const coApplicant = { grossYearlyIncome: 500_000, housingCost: 0, dependants: 1, otherDebt: 0 };
    // 900 000 × 0.7 / 12 = 52 500; less 14 000, 2 × 11 000 + 4 500 living, 8 283.94: 3 716 left.
    expect(findingsFor({ ...alone, coApplicant })).toEqual([]);
  });

  it('judges nothing of a household it does not know (a business, an offer without applicant)', () => {
    expect(findingsFor(undefined)).toEqual([]);
    expect(findingsFor({ otherDebt: 10_000_000 })).toEqual([]);
  });
});
