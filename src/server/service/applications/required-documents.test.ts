import { describe, expect, it } from 'vitest';
import { requiredDocuments } from './required-documents';

describe('requiredDocuments', () => {
  it.each([
    [
      { customerType: 'Private', object: { objectTypeID: 'vehicle' } },
      ['PurchaseAgreement', 'IdentityDocument', 'IncomeStatement', 'RegistrationCertificate'],
    ],
    [
      { customerType: 'Business', object: { objectTypeID: 'vehicle' } },
      ['PurchaseAgreement', 'CompanyAccounts', 'RegistrationCertificate'],
    ],
    [
      { customerType: 'Business', object: { objectTypeID: 'construction machine' } },
      ['PurchaseAgreement', 'CompanyAccounts', 'InsuranceCertificate'],
    ],
    [
      { customerType: 'Private', object: { objectTypeID: 'boat' } },
      ['PurchaseAgreement', 'IdentityDocument', 'IncomeStatement', 'InsuranceCertificate'],
    ],
    [{ object: {} }, ['PurchaseAgreement', 'IdentityDocument', 'IncomeStatement']],
    [{ customerType: 'NotSet' }, ['PurchaseAgreement', 'IdentityDocument', 'IncomeStatement']],
  ] as const)('%j needs %j', (request, expected) => {
    expect(requiredDocuments(request)).toEqual(expected);
  });
});
