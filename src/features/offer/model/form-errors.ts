import { sayMessage } from '../../../lib/i18n';
import type { OfferField } from './field-paths';
import { offerFormSchema } from './offer-form-schema';
import type { OfferFormValues } from './offer-form-values';

export interface FormError {
  field: OfferField;
  message: string;
}

/**
 * What the form's schema finds wrong with the values, field by field in the order of the form:
 * read from the schema directly, so it is current the moment a step is left.
 */
export function formErrorsOf(values: OfferFormValues): FormError[] {
  const result = offerFormSchema.safeParse(values);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    field: issue.path.join('.') as OfferField,
    message: sayMessage(issue.message),
  }));
}
