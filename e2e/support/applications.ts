import type { APIRequestContext } from '@playwright/test';
import { consentGiven, EXAMPLE_HOUSEHOLD } from '../../src/domain/contract/example-requests';
import { PATHS } from '../../src/domain/topology';
import { expect } from './test';

/** The bank's side: the partner API with the demo key, as a partner system calls it. */
export const asBank = { authorization: 'Bearer dev-partner-api-key' };

/**
 * A new application of `rep` (salesperson 1003) for a customer of the test's own, made through
 * the financing service as a dealer system would: no test depends on the demo data's order.
 */
export async function newApplicationOfRep(
  request: APIRequestContext,
  lastName: string,
): Promise<number> {
  const response = await request.post(`${PATHS.partnerApi}/application`, {
    headers: asBank,
    data: {
      calculationRequest: {
        salespersonId: 1003,
        customerType: 'Private',
        object: {
          objectTypeID: 'vehicle',
          objectCondition: 'Used',
          make: 'Skoda',
          model: 'Octavia',
          yearModel: 2021,
          carRegNo: 'EL 48213',
          purchasePrice: { amount: 289_000 },
        },
        financialParameters: {
          loanType: 'Annuity',
          equity: { amount: 60_000 },
          terms: { termCount: 60, termLength: 1 },
          interestRate: 7.9,
        },
      },
      applicant: {
        firstName: 'Synnøve',
        lastName,
        email: 'synnove@example.com',
        phone: '+47 912 34 567',
        nationalIdentityNumber: '15038541215',
        ...EXAMPLE_HOUSEHOLD,
        consent: consentGiven(new Date()),
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { applicationId: number }).applicationId;
}
