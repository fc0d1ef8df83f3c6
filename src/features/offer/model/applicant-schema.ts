import { z } from 'zod';
import { ApplicantSchema, type Applicant } from '../../../domain/contract';
import { laterMessage, type MessageId, type Translate } from '../../../lib/i18n';
import { plainText } from './number-text';
import type { ApplicantValues } from './applicant-values';

const identityNumbers = {
  nationalIdentityNumber: ApplicantSchema.shape.nationalIdentityNumber.unwrap(),
  organizationNumber: ApplicantSchema.shape.organizationNumber.unwrap(),
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

/** The contract's rule for a field, with the form's own words where only words explain it. */
function checked(schema: z.ZodType, message: MessageId) {
  return z.string().superRefine((text, context) => {
    if (!schema.safeParse(text).success) {
      context.addIssue({ code: 'custom', message: laterMessage(message) });
    }
  });
}

/**
 * The contract's ApplicantSchema for the form: the identity number the customer type needs is
 * required and checked (check digits, src/domain/identity-numbers.ts); the other is not asked.
 */
export function applicantFormSchema(customerType: string) {
  const required = identityFieldOf(customerType);
  const fields = ApplicantSchema.shape;
  return z
    .object({
      companyName:
        required === 'organizationNumber'
          ? plainText(fields.companyName.unwrap(), 'offer.error.companyName')
          : z.string(),
      firstName: plainText(fields.firstName, 'offer.error.firstName'),
      lastName: plainText(fields.lastName, 'offer.error.lastName'),
      email: checked(fields.email, 'common.validation.email'),
      phone: checked(fields.phone, 'offer.error.phone'),
      nationalIdentityNumber: z.string(),
      organizationNumber: z.string(),
    })
    .superRefine((applicant, context) => {
      const value = applicant[required].replace(/\s/g, '');
      if (value === '') {
        context.addIssue({
          code: 'custom',
          path: [required],
          message: laterMessage(
            required === 'organizationNumber'
              ? 'offer.error.organizationNumberRequired'
              : 'offer.error.nationalIdRequired',
          ),
        });
        return;
      }
      if (!identityNumbers[required].safeParse(value).success) {
        context.addIssue({
          code: 'custom',
          path: [required],
          message: laterMessage(IDENTITY_NUMBER_MESSAGES[required]),
        });
      }
    });
}

/** The contract's applicant for the values, with only the identity number that applies. */
export function toApplicant(values: ApplicantValues, customerType: string): Applicant {
  const identityField = identityFieldOf(customerType);
  return {
    ...(identityField === 'organizationNumber' ? { companyName: values.companyName.trim() } : {}),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    [identityField]: values[identityField].replace(/\s/g, ''),
  };
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
