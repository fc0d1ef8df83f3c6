import { z } from 'zod';
import { ApplicantSchema, type Applicant } from '../../../domain/contract';
import type { ApplicantValues } from './applicant-values';

const identityNumbers = {
  nationalIdentityNumber: ApplicantSchema.shape.nationalIdentityNumber.unwrap(),
  organizationNumber: ApplicantSchema.shape.organizationNumber.unwrap(),
};

/** The identity number the customer type needs: a business by organisation number. */
export function identityFieldOf(customerType: string): keyof typeof identityNumbers {
  return customerType === 'Business' ? 'organizationNumber' : 'nationalIdentityNumber';
}

/**
 * The contract's ApplicantSchema for the form: the identity number the customer type needs is
 * required and checked (check digits, src/domain/identity-numbers.ts); the other is not asked.
 */
export function applicantFormSchema(customerType: string) {
  const required = identityFieldOf(customerType);
  return ApplicantSchema.pick({ firstName: true, lastName: true, email: true, phone: true })
    .extend({
      nationalIdentityNumber: z.string(),
      organizationNumber: z.string(),
    })
    .superRefine((applicant, context) => {
      const value = applicant[required].replace(/\s/g, '');
      if (value === '') {
        context.addIssue({
          code: 'custom',
          path: [required],
          message:
            required === 'organizationNumber'
              ? 'A business customer needs an organisation number'
              : 'A private customer needs a national identity number',
        });
        return;
      }
      const result = identityNumbers[required].safeParse(value);
      const issue = result.error?.issues[0];
      if (issue !== undefined)
        context.addIssue({ code: 'custom', path: [required], message: issue.message });
    });
}

/** The contract's applicant for the values, with only the identity number that applies. */
export function toApplicant(values: ApplicantValues, customerType: string): Applicant {
  const identityField = identityFieldOf(customerType);
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    [identityField]: values[identityField].replace(/\s/g, ''),
  };
}

/** Where a typed identity number stands, for the hint under it while typing. */
export function identityNumberProgress(value: string, field: keyof typeof identityNumbers): string {
  const digits = value.replace(/\s/g, '');
  const length = field === 'organizationNumber' ? 9 : 11;
  if (digits === '') return `${length} digits`;
  if (!/^\d+$/.test(digits)) return 'Digits only';
  if (digits.length < length) return `${digits.length} of ${length} digits`;
  return identityNumbers[field].safeParse(digits).success
    ? 'Check digits are valid'
    : `${length} digits with valid check digits`;
}
