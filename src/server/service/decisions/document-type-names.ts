import type { ApplicationDocument } from '../../../domain/contract';

const NAMES: Record<ApplicationDocument['documentType'], string> = {
  IdentityDocument: 'identity document',
  IncomeStatement: 'income statement',
  CompanyAccounts: 'company accounts',
  PurchaseAgreement: 'purchase agreement',
  RegistrationCertificate: 'registration certificate',
  InsuranceCertificate: 'insurance certificate',
};

/** "identity document, purchase agreement": the documents a reason asks for. */
export const documentTypeNames = (types: readonly ApplicationDocument['documentType'][]): string =>
  types.map((type) => NAMES[type]).join(', ');
