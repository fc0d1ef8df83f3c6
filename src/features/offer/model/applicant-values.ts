/** The applicant as typed in the last step; identity numbers stay text (leading zeros). */
export interface ApplicantValues {
  /** A business's name; its contact person is the first and last name. */
  companyName: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  nationalIdentityNumber: string;
  organizationNumber: string;
}

export const emptyApplicant = (): ApplicantValues => ({
  companyName: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  nationalIdentityNumber: '',
  organizationNumber: '',
});
