import type {
  CalculationRequest,
  CoApplicant,
  CreateApplicationBody,
  Problem,
} from '../../../domain/contract';
import {
  consentGiven,
  ELECTRIC_CAR_REQUEST,
  EXAMPLE_BUSINESS_ADDRESS,
  EXAMPLE_HOUSEHOLD,
  NEGATIVE_PAYMENT_LEASE,
} from '../../../domain/contract/example-requests';
import { expect } from 'vitest';
import { pathsOf } from './test-service';

/**
 * The demo's electric car (campaign 101 and funding interest 202 apply to it) as the tests send
 * it: a Volvo EX30 of salesperson 1001 at the request's own 6.9 %, delivered on 2025-06-20.
 * Each call a fresh copy, for the test to change.
 */
export function electricCarRequest(
  overrides: Partial<CalculationRequest> = {},
): CalculationRequest {
  return structuredClone({
    ...ELECTRIC_CAR_REQUEST,
    salespersonId: 1001,
    object: { ...ELECTRIC_CAR_REQUEST.object, make: 'Volvo', model: 'EX30', yearModel: 2025 },
    financialParameters: { ...ELECTRIC_CAR_REQUEST.financialParameters, interestRate: 6.9 },
    deliveryDate: '2025-06-20',
    ...overrides,
  });
}

/**
 * The same car as `NEGATIVE_PAYMENT_LEASE`, whose later payments would be negative, so no plan
 * can be offered. No product of the demo price list allows such terms, so it names none.
 */
export function negativePaymentLeaseRequest(): CalculationRequest {
  const { productId: _product, ...lease } = electricCarRequest({
    object: { ...electricCarRequest().object, ...NEGATIVE_PAYMENT_LEASE.object },
    financialParameters: NEGATIVE_PAYMENT_LEASE.financialParameters,
  });
  return lease;
}

/** What the service answers for `negativePaymentLeaseRequest`: why, at the term count. */
export function expectNegativePaymentProblem(problem: Problem): void {
  expect(pathsOf(problem)).toEqual(['calculationRequest.financialParameters.terms.termCount']);
  expect(problem.errors?.[0]?.message).toMatch(/interest rate is too high .* negative/);
}

/** A private customer applying. */
export const PRIVATE_APPLICANT: CreateApplicationBody['applicant'] = {
  firstName: 'Kari',
  lastName: 'Nordmann',
  email: 'kari.nordmann@example.com',
  phone: '+47 912 34 567',
  nationalIdentityNumber: '15038541215',
  ...EXAMPLE_HOUSEHOLD,
  consent: consentGiven(),
};

/** The applicant's partner, applying beside them: same home, whose rent the applicant pays. */
export const CO_APPLICANT = {
  firstName: 'Ola',
  lastName: 'Nordmann',
  email: 'ola.nordmann@example.com',
  phone: '+47 913 45 678',
  nationalIdentityNumber: '02079141251',
  ...EXAMPLE_HOUSEHOLD,
  housingCost: 0,
  consent: consentGiven(),
} satisfies CoApplicant;

export function privateApplicationBody(
  overrides: Partial<CalculationRequest> = {},
): CreateApplicationBody {
  return {
    calculationRequest: electricCarRequest(overrides),
    applicant: { ...PRIVATE_APPLICANT },
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
      address: EXAMPLE_BUSINESS_ADDRESS,
      consent: consentGiven(),
    },
  };
}
