import { z } from 'zod/mini';
import {
  ApplicantAddressSchema,
  ApplicantSchema,
  CoApplicantSchema,
  EMPLOYMENT_TYPES,
  HOUSING_TYPES,
  type Applicant,
  type ApplicantFinances,
  type CoApplicant,
  type EmploymentType,
  type HousingType,
} from '../../../domain/contract';
import { laterMessage, type MessageId, type Translate } from '../../../lib/i18n';
import { isBlank, parseNumber } from '../../../lib/parse-number';
import { numberText, plainText } from './number-text';
import type { ApplicantValues, CoApplicantValues } from './applicant-values';

const identityNumbers = {
  nationalIdentityNumber: ApplicantSchema.shape.nationalIdentityNumber.def.innerType,
  organizationNumber: ApplicantSchema.shape.organizationNumber.def.innerType,
};

/** The identity number the customer type needs: a business by organisation number. */
export function identityFieldOf(customerType: string): keyof typeof identityNumbers {
  return customerType === 'Business' ? 'organizationNumber' : 'nationalIdentityNumber';
}

/** What a wrong identity number is told, in the form's words: the contract's are for clients. */
const IDENTITY_NUMBER_MESSAGES: Record<keyof typeof identityNumbers, MessageId> = {
  nationalIdentityNumber: 'offer.error.nationalId',
  organizationNumber: 'offer.error.organizationNumber',
};

const IDENTITY_NUMBER_REQUIRED: Record<keyof typeof identityNumbers, MessageId> = {
  nationalIdentityNumber: 'offer.error.nationalIdRequired',
  organizationNumber: 'offer.error.organizationNumberRequired',
};

/** The contract's rule for a field, with the form's own words where only words explain it. */
function checked(schema: z.ZodMiniType, message: MessageId) {
  return z.string().check(
    z.superRefine((text, context) => {
      if (!schema.safeParse(text).success) {
        context.addIssue({ code: 'custom', message: laterMessage(message) });
      }
    }),
  );
}

/** A choice among `values`, required. */
const chosen = (values: readonly string[], message: MessageId) =>
  z.string().check(z.refine((value) => values.includes(value), { error: laterMessage(message) }));

const contract = ApplicantSchema.shape;
const household = CoApplicantSchema.shape;
const address = ApplicantAddressSchema.shape;

/** A person's contact details, checked by the contract's rules. */
const contactSchema = z.object({
  firstName: plainText(contract.firstName, 'offer.error.firstName'),
  lastName: plainText(contract.lastName, 'offer.error.lastName'),
  email: checked(contract.email, 'common.validation.email'),
  phone: checked(contract.phone, 'offer.error.phone'),
});

const addressSchema = z.object({
  addressLine1: plainText(address.addressLine1, 'offer.error.addressLine1'),
  zip: checked(z.string().check(z.regex(/^\d{4}$/)), 'offer.error.zip'),
  city: plainText(address.city, 'offer.error.city'),
});

/** What a private household gives the bank to decide by, as the contract asks it. */
const householdSchema = z
  .extend(addressSchema, {
    employmentType: chosen(EMPLOYMENT_TYPES, 'offer.error.employmentType'),
    employer: plainText(household.employment.shape.employer.def.innerType),
    employedSince: z.string(),
    grossYearlyIncome: numberText(household.grossYearlyIncome, {
      required: 'offer.error.grossYearlyIncome',
    }),
    housing: chosen(HOUSING_TYPES, 'offer.error.housing'),
    housingCost: numberText(household.housingCost, { required: 'offer.error.housingCost' }),
    dependants: numberText(household.dependants, {
      required: 'offer.error.dependants',
      message: 'offer.error.dependants',
    }),
    otherDebt: numberText(household.otherDebt, { required: 'offer.error.otherDebt' }),
  })
  .check(
    z.refine(
      ({ employmentType, employer }) =>
        !EMPLOYED.includes(employmentType as EmploymentType) || !isBlank(employer),
      { path: ['employer'], error: laterMessage('offer.error.employer') },
    ),
  );

/** Work for an employer, who is named. */
const EMPLOYED: readonly EmploymentType[] = ['permanent', 'temporary'];

const companyNameSchema = plainText(contract.companyName.def.innerType, 'offer.error.companyName');

const consentSchema = z.boolean().check(
  z.refine((given) => given, {
    error: laterMessage('offer.error.consent'),
  }),
);

/** Issues of `schema` on `value`, added to `context` under `path`. */
function checkPart(
  schema: z.ZodMiniType,
  value: unknown,
  path: string[],
  context: z.core.$RefinementCtx,
) {
  for (const issue of schema.safeParse(value).error?.issues ?? []) {
    context.addIssue({
      code: 'custom',
      path: [...path, ...issue.path.map(String)],
      message: issue.message,
    });
  }
}

function checkIdentityNumber(
  field: keyof typeof identityNumbers,
  typed: string,
  path: string[],
  context: z.core.$RefinementCtx,
) {
  const value = typed.replace(/\s/g, '');
  if (value === '' || !identityNumbers[field].safeParse(value).success) {
    context.addIssue({
      code: 'custom',
      path: [...path, field],
      message: laterMessage(
        value === '' ? IDENTITY_NUMBER_REQUIRED[field] : IDENTITY_NUMBER_MESSAGES[field],
      ),
    });
  }
}

/**
 * The applicant form's rules, from the contract: a private person gives contact details, identity
 * number and household, and may add a co-applicant who gives the same; a business gives its name,
 * organisation number and address, and its contact person's details. Everyone applying consents
 * to the credit check.
 */
export function applicantFormSchema(customerType: string) {
  const isBusiness = identityFieldOf(customerType) === 'organizationNumber';
  const personSchema = z.extend(contactSchema, { consent: consentSchema });
  return z.custom<ApplicantValues>().check(
    z.superRefine((applicant, context) => {
      checkPart(personSchema, applicant, [], context);
      if (isBusiness) {
        checkPart(companyNameSchema, applicant.companyName, ['companyName'], context);
        checkIdentityNumber('organizationNumber', applicant.organizationNumber, [], context);
        checkPart(addressSchema, applicant, [], context);
        return;
      }
      checkIdentityNumber('nationalIdentityNumber', applicant.nationalIdentityNumber, [], context);
      checkPart(householdSchema, applicant, [], context);
      if (!applicant.hasCoApplicant) return;
      const { coApplicant } = applicant;
      const path = ['coApplicant'];
      checkPart(personSchema, coApplicant, path, context);
      checkIdentityNumber(
        'nationalIdentityNumber',
        coApplicant.nationalIdentityNumber,
        path,
        context,
      );
      checkPart(householdSchema, coApplicant, path, context);
    }),
  );
}

const amountOf = (typed: string): number => parseNumber(typed) ?? 0;

/** A person's household as the contract carries it. */
function householdOf(person: CoApplicantValues) {
  return {
    address: {
      addressLine1: person.addressLine1.trim(),
      zip: person.zip.trim(),
      city: person.city.trim(),
      country: 'NO',
    },
    employment: {
      type: person.employmentType as EmploymentType,
      ...(isBlank(person.employer) ? {} : { employer: person.employer.trim() }),
      ...(person.employedSince === '' ? {} : { since: `${person.employedSince}-01` }),
    },
    grossYearlyIncome: amountOf(person.grossYearlyIncome),
    housing: person.housing as HousingType,
    housingCost: amountOf(person.housingCost),
    dependants: amountOf(person.dependants),
    otherDebt: amountOf(person.otherDebt),
  };
}

const consentOf = (person: CoApplicantValues) =>
  ({ creditCheck: true, at: person.consentAt, channel: 'in-store' }) as const;

const contactOf = (person: CoApplicantValues) => ({
  firstName: person.firstName.trim(),
  lastName: person.lastName.trim(),
  email: person.email.trim(),
  phone: person.phone.trim(),
});

const identityNumberOf = (person: CoApplicantValues) =>
  person.nationalIdentityNumber.replace(/\s/g, '');

/** The contract's applicant for the values the form accepted, with what the customer type asks. */
export function toApplicant(values: ApplicantValues, customerType: string): Applicant {
  if (identityFieldOf(customerType) === 'organizationNumber') {
    return {
      companyName: values.companyName.trim(),
      ...contactOf(values),
      organizationNumber: values.organizationNumber.replace(/\s/g, ''),
      address: householdOf(values).address,
      consent: consentOf(values),
    };
  }
  const coApplicant: CoApplicant | undefined = values.hasCoApplicant
    ? {
        ...contactOf(values.coApplicant),
        nationalIdentityNumber: identityNumberOf(values.coApplicant),
        ...householdOf(values.coApplicant),
        consent: consentOf(values.coApplicant),
      }
    : undefined;
  return {
    ...contactOf(values),
    nationalIdentityNumber: identityNumberOf(values),
    ...householdOf(values),
    consent: consentOf(values),
    ...(coApplicant === undefined ? {} : { coApplicant }),
  };
}

/** A figure typed that the bank's rules can read: a number, 0 or more. */
function figureOf(typed: string): number | undefined {
  const value = parseNumber(typed);
  return value === undefined || value < 0 ? undefined : value;
}

/** A person's finances once all four figures read; undefined before. */
function figuresOf(person: CoApplicantValues) {
  const grossYearlyIncome = figureOf(person.grossYearlyIncome);
  const housingCost = figureOf(person.housingCost);
  const dependants = figureOf(person.dependants);
  const otherDebt = figureOf(person.otherDebt);
  if (
    grossYearlyIncome === undefined ||
    housingCost === undefined ||
    dependants === undefined ||
    !Number.isInteger(dependants) ||
    dependants > 20 ||
    otherDebt === undefined
  ) {
    return undefined;
  }
  return { grossYearlyIncome, housingCost, dependants, otherDebt };
}

/**
 * The household's finances as typed, for the bank's assessment before sending: undefined for a
 * business, and until the applicant's figures all read (a co-applicant's count once theirs do).
 */
export function financesOf(
  values: ApplicantValues,
  customerType: string,
): ApplicantFinances | undefined {
  if (identityFieldOf(customerType) === 'organizationNumber') return undefined;
  const applicant = figuresOf(values);
  if (applicant === undefined) return undefined;
  const coApplicant = values.hasCoApplicant ? figuresOf(values.coApplicant) : undefined;
  return coApplicant === undefined ? applicant : { ...applicant, coApplicant };
}

/**
 * The applicant form's field for a path of the service's problems (`applicant.address.zip` →
 * `zip`, `applicant.coApplicant.employment.type` → `coApplicant.employmentType`).
 */
export function applicantFieldForPath(path: string): string | undefined {
  if (!path.startsWith('applicant.')) return undefined;
  const parts = path.slice('applicant.'.length).split('.');
  const prefix = parts[0] === 'coApplicant' ? 'coApplicant.' : '';
  const [head, tail] = prefix === '' ? parts : parts.slice(1);
  if (head === undefined) return prefix === '' ? undefined : 'hasCoApplicant';
  const field =
    head === 'address'
      ? (tail ?? 'addressLine1')
      : head === 'employment'
        ? ({ type: 'employmentType', employer: 'employer', since: 'employedSince' }[
            tail ?? 'type'
          ] ?? 'employmentType')
        : head;
  return `${prefix}${field}`;
}

/** Where a typed identity number stands, for the hint under it while typing. */
export function identityNumberProgress(
  value: string,
  field: keyof typeof identityNumbers,
  t: Translate,
): string {
  const digits = value.replace(/\s/g, '');
  const length = field === 'organizationNumber' ? 9 : 11;
  if (digits === '') return t('offer.applicant.digits', { length });
  if (!/^\d+$/.test(digits)) return t('offer.applicant.digitsOnly');
  if (digits.length < length) {
    return t('offer.applicant.digitsOf', { count: digits.length, length });
  }
  return identityNumbers[field].safeParse(digits).success
    ? t('offer.applicant.checkDigitsValid')
    : t('offer.applicant.checkDigitsNeeded', { length });
}
