import { sayMessage } from '../../../lib/i18n';
import type { OfferField } from './field-paths';
import { offerFormSchema } from './offer-form-schema';
import type { OfferFormValues } from './offer-form-values';

/** A line of an error summary: what is wrong, and where to go to fix it. */
export interface SummaryItem {
  message: string;
  /** Where to go to fix it; none when no field shows it. */
  onSelect?: () => void;
  label?: string;
}

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
