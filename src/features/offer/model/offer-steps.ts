import type { MessageId } from '../../../lib/i18n';
import type { OfferField } from './field-paths';

export interface OfferStep {
  id: 'object' | 'customer' | 'financial' | 'products' | 'result';
  /** Its name: `offer.step.<id>` in the catalogues. */
  title: MessageId;
  /** The form's top-level fields this step edits; validated before the next step. */
  fields: readonly ('object' | 'customer' | 'financial' | 'products')[];
}

export const OFFER_STEPS: readonly OfferStep[] = [
  { id: 'object', title: 'offer.step.object', fields: ['object'] },
  { id: 'customer', title: 'offer.step.customer', fields: ['customer'] },
  { id: 'financial', title: 'offer.step.financial', fields: ['financial'] },
  { id: 'products', title: 'offer.step.products', fields: ['products'] },
  { id: 'result', title: 'offer.step.result', fields: [] },
];

export const RESULT_STEP = OFFER_STEPS.length - 1;

/** The step where a field is edited. */
export function stepOfField(field: OfferField): number {
  const top = field.split('.')[0];
  const index = OFFER_STEPS.findIndex((step) =>
    (step.fields as readonly string[]).includes(top ?? ''),
  );
  return index === -1 ? RESULT_STEP : index;
}
