import { z } from 'zod/mini';
import {
  isMaskedNationalIdentityNumber,
  isValidNationalIdentityNumber,
  isValidOrganizationNumber,
} from '../identity-numbers';
import { amount, calendarDate, text } from './common';

/**
 * Who applies, and what the bank decides by: for a private customer the person, their address,
 * work, income, housing, dependants and other debt, and their consent to the credit check; for a
 * business the company (by organisation number, named and addressed as the register gives it)
 * and its contact person. The fields beyond the spec's own are optional here, so applications
 * stored before them still read; `POST /application` requires them (see application.ts).
 */

export const EMPLOYMENT_TYPES = [
  'permanent',
  'temporary',
  'self-employed',
  'retired',
  'student',
  'other',
] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export const HOUSING_TYPES = ['owner', 'tenant', 'living-with-parents', 'other'] as const;
export type HousingType = (typeof HOUSING_TYPES)[number];

/** Where the customer gave consent: at the dealer's desk, or remotely (phone, email). */
export const CONSENT_CHANNELS = ['in-store', 'remote'] as const;

const NORWAY = 'NO';

/**
 * Where a person lives or a business is registered: the spec's address fields (the calculation
 * request's customer has them too), the ones the bank needs required.
 */
export const ApplicantAddressSchema = z
  .object({
    addressLine1: text(200).check(z.minLength(1, { error: 'Street address is required' })),
    addressLine2: z.optional(text(200)),
    zip: text(10).check(z.minLength(1, { error: 'Post code is required' })),
    city: text(100).check(z.minLength(1, { error: 'City is required' })),
    /** ISO 3166-1 alpha-2; Norway when not given. */
    country: z.optional(
      z
        .string()
        .check(z.regex(/^[A-Z]{2}$/, { error: 'Must be a two-letter country code, e.g. NO' })),
    ),
  })
  .check(
    z.refine(({ country = NORWAY, zip }) => country !== NORWAY || /^\d{4}$/.test(zip), {
      path: ['zip'],
      error: 'A Norwegian post code is 4 digits',
    }),
  )
  .register(z.globalRegistry, { id: 'ApplicantAddress' });
export type ApplicantAddress = z.infer<typeof ApplicantAddressSchema>;

export const EmploymentSchema = z
  .object({
    type: z.enum(EMPLOYMENT_TYPES),
    employer: z.optional(text(200)),
    /** Employed (or self-employed) since, `YYYY-MM-DD`. */
    since: z.optional(calendarDate),
  })
  .register(z.globalRegistry, { id: 'Employment' });
export type Employment = z.infer<typeof EmploymentSchema>;

export const ConsentSchema = z
  .object({
    creditCheck: z.literal(true, { error: 'The customer must consent to the credit check' }),
    /** When the customer gave it. */
    at: z.iso.datetime({ offset: true, error: 'Must be an ISO 8601 date-time' }),
    channel: z.enum(CONSENT_CHANNELS),
  })
  .register(z.globalRegistry, { id: 'Consent' });
export type Consent = z.infer<typeof ConsentSchema>;

const nationalIdentityNumber = z
  .string()
  .check(
    z.trim(),
    z.refine(isValidNationalIdentityNumber, { error: 'Must be 11 digits with valid check digits' }),
  );

/** The contact details every person applying gives. */
const personFields = {
  firstName: text(100).check(z.minLength(1, { error: 'First name is required' })),
  lastName: text(100).check(z.minLength(1, { error: 'Last name is required' })),
  email: z.email({ error: 'Must be an email address' }).check(z.maxLength(320)),
  phone: z
    .string()
    .check(
      z.trim(),
      z.regex(/^\+?[0-9 ]{8,20}$/, { error: 'Must be a phone number, e.g. +47 912 34 567' }),
    ),
};

/** What a private person's credit is decided by: a household's income and what it already pays. */
const householdFields = {
  address: ApplicantAddressSchema,
  employment: EmploymentSchema,
  /** Before tax, NOK. */
  grossYearlyIncome: amount,
  housing: z.enum(HOUSING_TYPES),
  /** Rent, or the mortgage and costs of an owned home, per month, NOK. */
  housingCost: amount,
  /** Children and others the applicant provides for. */
  dependants: z.int({ error: 'Must be a whole number' }).check(z.minimum(0), z.maximum(20)),
  /** All other debt: mortgage, student loan, credit cards, other loans, NOK. */
  otherDebt: amount,
};

/** A second private person applying beside the applicant, liable with them. */
export const CoApplicantSchema = z
  .object({ ...personFields, nationalIdentityNumber, ...householdFields, consent: ConsentSchema })
  .register(z.globalRegistry, { id: 'CoApplicant' });
export type CoApplicant = z.infer<typeof CoApplicantSchema>;

export const ApplicantSchema = z
  .object({
    /** A business applicant: the company; the names, email and phone are its contact person's. */
    companyName: z.optional(
      text(200).check(z.minLength(1, { error: 'Company name must not be empty' })),
    ),
    ...personFields,
    nationalIdentityNumber: z.optional(nationalIdentityNumber),
    organizationNumber: z.optional(
      z.string().check(
        z.trim(),
        z.refine(isValidOrganizationNumber, {
          error: 'Must be 9 digits with a valid check digit',
        }),
      ),
    ),
    /** A person's home, or a business's address as the register gives it. */
    address: z.optional(householdFields.address),
    employment: z.optional(householdFields.employment),
    grossYearlyIncome: z.optional(householdFields.grossYearlyIncome),
    housing: z.optional(householdFields.housing),
    housingCost: z.optional(householdFields.housingCost),
    dependants: z.optional(householdFields.dependants),
    otherDebt: z.optional(householdFields.otherDebt),
    consent: z.optional(ConsentSchema),
    coApplicant: z.optional(CoApplicantSchema),
  })
  .register(z.globalRegistry, { id: 'Applicant' });
export type Applicant = z.infer<typeof ApplicantSchema>;

/** What the bank's rules read of a household, each figure as far as it is known. */
const financesFields = {
  grossYearlyIncome: z.optional(householdFields.grossYearlyIncome),
  housingCost: z.optional(householdFields.housingCost),
  dependants: z.optional(householdFields.dependants),
  otherDebt: z.optional(householdFields.otherDebt),
};

/**
 * The applicant as `POST /application/assessment` reads it: a household's finances (the whole
 * applicant may be sent; the rest is not read).
 */
export const ApplicantFinancesSchema = z
  .object({ ...financesFields, coApplicant: z.optional(z.object(financesFields)) })
  .register(z.globalRegistry, { id: 'ApplicantFinances' });
export type ApplicantFinances = z.infer<typeof ApplicantFinancesSchema>;

const HOUSEHOLD_FIELDS = Object.keys(householdFields) as (keyof typeof householdFields)[];

/**
 * What an application lacks for the bank to decide it (`POST /application` answers 422 naming
 * each): everyone's consent to the credit check; a private household's address, work, income,
 * housing, dependants and other debt; a business's address. A business applies alone, through
 * its contact person.
 */
export function missingForDecision(
  /** As sent: a customer type the rules do not know is a private customer's. */
  customerType: string | undefined,
  applicant: Applicant,
): { path: string; message: string }[] {
  const missing: { path: string; message: string }[] = [];
  const require = (field: keyof Applicant, message: string) => {
    if (applicant[field] === undefined) missing.push({ path: `applicant.${field}`, message });
  };
  if (customerType === 'Business') {
    require('address', "A business customer needs the company's address");
    if (applicant.coApplicant !== undefined) {
      missing.push({
        path: 'applicant.coApplicant',
        message: 'A business applies alone; its contact person signs for it',
      });
    }
  } else {
    for (const field of HOUSEHOLD_FIELDS) {
      require(field, 'A private customer must give it for the bank to decide');
    }
  }
  require('consent', 'The customer must consent to the credit check');
  return missing;
}

/**
 * An identity number as a stored application gives it: the financing service answers with the
 * whole number, the portal server with its first 6 digits only (`150385*****`).
 */
const storedIdentityNumber = z
  .string()
  .check(
    z.refine(
      (value) => isValidNationalIdentityNumber(value) || isMaskedNationalIdentityNumber(value),
      { error: 'Must be 11 digits with valid check digits, or the first 6 and *****' },
    ),
  );

/** The applicant of a stored application (see storedIdentityNumber). */
export const StoredApplicantSchema = z.extend(ApplicantSchema, {
  nationalIdentityNumber: z.optional(storedIdentityNumber),
  coApplicant: z.optional(
    z.extend(CoApplicantSchema, { nationalIdentityNumber: storedIdentityNumber }),
  ),
});
