/** The applicant as typed in the last step; identity numbers stay text (leading zeros). */
export interface ApplicantValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  nationalIdentityNumber: string;
  organizationNumber: string;
}

export const emptyApplicant = (): ApplicantValues => ({
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  nationalIdentityNumber: '',
  organizationNumber: '',
});
