import type { AcceptedCalculationRequest, DOCUMENT_TYPES } from '../../../domain/contract';

type DocumentType = (typeof DOCUMENT_TYPES)[number];

/**
 * The documents an application needs, from the customer and the object:
 * every deal needs the purchase agreement; a person proves identity and income, a business its
 * accounts; a vehicle comes with its registration certificate, any other object (not in the
 * vehicle register) with proof of insurance.
 */
export function requiredDocuments(request: AcceptedCalculationRequest): DocumentType[] {
  const documents: DocumentType[] = ['PurchaseAgreement'];
  if (request.customerType === 'Business') documents.push('CompanyAccounts');
  else documents.push('IdentityDocument', 'IncomeStatement');
  const objectType = request.object?.objectTypeID;
  if (objectType === 'vehicle') documents.push('RegistrationCertificate');
  else if (objectType !== undefined) documents.push('InsuranceCertificate');
  return documents;
}
