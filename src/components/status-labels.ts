import type { ApplicationStatus, DocumentStatus } from '../domain/application-status';
import type { DOCUMENT_TYPES } from '../domain/contract';
import type { Locale } from '../lib/format';

type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** Status names as people say them, in the user's chosen language; the contract's codes stay out of sight. */
const APPLICATION_STATUS_LABELS: Record<Locale, Record<ApplicationStatus, string>> = {
  en: {
    Received: 'Received',
    UnderReview: 'Under review',
    Approved: 'Approved',
    Rejected: 'Rejected',
    ContractSent: 'Contract sent',
    Signed: 'Signed',
    PaidOut: 'Paid out',
    Cancelled: 'Cancelled',
  },
  'nb-NO': {
    Received: 'Mottatt',
    UnderReview: 'Under behandling',
    Approved: 'Innvilget',
    Rejected: 'Avslått',
    ContractSent: 'Kontrakt sendt',
    Signed: 'Signert',
    PaidOut: 'Utbetalt',
    Cancelled: 'Kansellert',
  },
};

const DOCUMENT_STATUS_LABELS: Record<Locale, Record<DocumentStatus, string>> = {
  en: { Missing: 'Missing', Received: 'Received', Approved: 'Approved', Rejected: 'Rejected' },
  'nb-NO': { Missing: 'Mangler', Received: 'Mottatt', Approved: 'Godkjent', Rejected: 'Avvist' },
};

const DOCUMENT_TYPE_LABELS: Record<Locale, Record<DocumentType, string>> = {
  en: {
    IdentityDocument: 'Identity document',
    IncomeStatement: 'Income statement',
    CompanyAccounts: 'Company accounts',
    PurchaseAgreement: 'Purchase agreement',
    RegistrationCertificate: 'Registration certificate',
    InsuranceCertificate: 'Insurance certificate',
  },
  'nb-NO': {
    IdentityDocument: 'Legitimasjon',
    IncomeStatement: 'Inntektsopplysninger',
    CompanyAccounts: 'Regnskap',
    PurchaseAgreement: 'Kjøpekontrakt',
    RegistrationCertificate: 'Vognkort',
    InsuranceCertificate: 'Forsikringsbevis',
  },
};

export const applicationStatusLabel = (status: ApplicationStatus, locale: Locale): string =>
  APPLICATION_STATUS_LABELS[locale][status];

export const documentStatusLabel = (status: DocumentStatus, locale: Locale): string =>
  DOCUMENT_STATUS_LABELS[locale][status];

export const documentTypeLabel = (type: DocumentType, locale: Locale): string =>
  DOCUMENT_TYPE_LABELS[locale][type];
