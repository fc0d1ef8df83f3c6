import type { OfferApplicant } from '../../../domain/contract';

/** What only this tab keeps of a person applying: the saved offer has neither (docs/security.md). */
interface NotSaved {
  /** Text, for the leading zeros. */
  nationalIdentityNumber: string;
  /** Whether the person consents to the credit check, and since when (ISO 8601; '' without). */
  consent: boolean;
  consentAt: string;
}

/** A person applying beside the applicant, as typed. */
export type CoApplicantValues = OfferApplicant['coApplicant'] & NotSaved;

/**
 * The applicant as typed in the last step: a private person's contact details and household, or a
 * business and its contact person; numbers stay text as typed.
 */
export type ApplicantValues = Omit<OfferApplicant, 'coApplicant'> &
  NotSaved & { coApplicant: CoApplicantValues };

const noPersonTyped = (): CoApplicantValues => ({
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  nationalIdentityNumber: '',
  addressLine1: '',
  zip: '',
  city: '',
  employmentType: '',
  employer: '',
  employedSince: '',
  grossYearlyIncome: '',
  housing: '',
  housingCost: '',
  dependants: '',
  otherDebt: '',
  consent: false,
  consentAt: '',
});

export const emptyApplicant = (): ApplicantValues => ({
  ...noPersonTyped(),
  companyName: '',
  organizationNumber: '',
  hasCoApplicant: false,
  coApplicant: noPersonTyped(),
});
