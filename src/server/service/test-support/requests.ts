import type { CalculationRequest, CreateApplicationBody, Problem } from '../../../domain/contract';
import { expect } from 'vitest';
import { pathsOf } from './test-service';

/** A private customer's new electric car: matches campaign 101 and funding interest 202. */
export function electricCarRequest(
  overrides: Partial<CalculationRequest> = {},
): CalculationRequest {
  return {
    vendorId: 501,
    productId: 11,
    salespersonId: 1001,
    customerType: 'Private',
    object: {
      objectTypeID: 'vehicle',
      objectSubTypeID: 'electric vehicle',
      objectCondition: 'New',
      purchasePrice: { amount: 450_000, vatAmount: 90_000 },
      make: 'Volvo',
      model: 'EX30',
      yearModel: 2025,
    },
    financialParameters: {
      equity: { amount: 90_000 },
      terms: { termCount: 60, termLength: 1 },
      interestRate: 6.9,
      termFee: { amount: 75 },
      loanType: 'Annuity',
    },
    deliveryDate: '2025-06-20',
    ...overrides,
  };
}

/**
 * The same car as a lease at 88.28 % over 64 yearly terms: the øre rounding of the payment,
 * grown by the interest, makes the later payments negative, so no plan can be offered. No
 * product of the demo price list allows such terms, so it names none.
 */
export function negativePaymentLeaseRequest(): CalculationRequest {
  const { productId: _product, ...lease } = electricCarRequest({
    object: { ...electricCarRequest().object, purchasePrice: { amount: 1_624_458.08 } },
    financialParameters: {
      loanType: 'Leasing',
      terms: { termCount: 64, termLength: 12 },
      interestRate: 88.28,
      residualValue: { amount: 860_874.9 },
    },
  });
  return lease;
}

/** What the service answers for `negativePaymentLeaseRequest`: why, at the term count. */
export function expectNegativePaymentProblem(problem: Problem): void {
  expect(pathsOf(problem)).toEqual(['calculationRequest.financialParameters.terms.termCount']);
  expect(problem.errors?.[0]?.message).toMatch(/interest rate is too high .* negative/);
}

export function privateApplicationBody(
  overrides: Partial<CalculationRequest> = {},
): CreateApplicationBody {
  return {
    calculationRequest: electricCarRequest(overrides),
    applicant: {
      firstName: 'Kari',
      lastName: 'Nordmann',
      email: 'kari.nordmann@example.com',
      phone: '+47 912 34 567',
      nationalIdentityNumber: '15038541215',
    },
  };
}

export function businessApplicationBody(): CreateApplicationBody {
  return {
    calculationRequest: {
      salespersonId: 1002,
      customerType: 'Business',
      object: {
        objectTypeID: 'construction machine',
        objectCondition: 'New',
        purchasePrice: { amount: 1_250_000 },
      },
      financialParameters: {
        terms: { termCount: 48, termLength: 1 },
        interestRate: 5.5,
        residualValuePercent: 20,
        loanType: 'Leasing',
      },
      deliveryDate: '2025-06-20',
    },
    applicant: {
      firstName: 'Siri',
      lastName: 'Lunde',
      email: 'siri@lunde-maskin.example',
      phone: '+47 22 33 44 55',
      organizationNumber: '923456783',
    },
  };
}
