import type { OfferField } from './field-paths';

export interface OfferStep {
  id: 'object' | 'customer' | 'financial' | 'products' | 'result';
  title: string;
  /** The form's top-level fields this step edits; validated before the next step. */
  fields: readonly ('object' | 'customer' | 'financial' | 'products')[];
}

export const OFFER_STEPS: readonly OfferStep[] = [
  { id: 'object', title: 'Object', fields: ['object'] },
  { id: 'customer', title: 'Customer', fields: ['customer'] },
  { id: 'financial', title: 'Financial parameters', fields: ['financial'] },
  { id: 'products', title: 'Embedded products', fields: ['products'] },
  { id: 'result', title: 'Result', fields: [] },
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
