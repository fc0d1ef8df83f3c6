import type { Product } from '../../../domain/contract';

/** A product of a price list for the tests' least offer, a used car on an annuity loan. */
export const usedCarLoan: Product = {
  productId: 12,
  name: 'Billån, bruktbil',
  objectTypes: ['vehicle'],
  objectConditions: ['Used'],
  loanTypes: ['Annuity', 'Serial'],
  customerTypes: [],
  nominalInterestRate: 7.4,
  startupFee: 3490,
  termFee: 95,
  nonRecurrentFee: 1172,
  termCounts: { min: 12, max: 72 },
  termLengths: [1],
  minEquityPercent: { Used: 10 },
  minCreditAmount: 30_000,
  maxCreditAmount: 1_500_000,
  maxObjectAgeYears: 15,
  maxResidualValuePercent: 20,
};
