/**
 * The bank that gives the credit, as the customer's offer names it (the Standard European
 * Consumer Credit Information begins with the lender's identity). Configured by the bank
 * (`LENDER_…` in docs/operations.md); the embedded demo bank's by default.
 */
export interface Lender {
  name: string;
  /** Nine digits, as Brønnøysundregistrene keeps it. */
  organisationNumber: string;
  /** Postal address, one line. */
  address: string;
  /** How a customer reaches the bank: telephone, email, web, as the bank writes them. */
  contact: string;
  /** The interest a late payment bears, percent a year. */
  latePaymentInterestRate: number;
}

/** The embedded financing service's bank: a demo, with a valid (mod 11) organisation number. */
export const DEMO_LENDER: Lender = {
  name: 'Fjordkreditt ASA',
  organisationNumber: '987654325',
  address: 'Strandkaien 2, 5013 Bergen',
  contact: '55 21 00 00, kundeservice@fjordkreditt.example',
  latePaymentInterestRate: 12.25,
};

/** `987654325` as Norwegians write it: `987 654 325`. */
export const groupedOrganisationNumber = (digits: string) =>
  digits.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3');
