import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { offerFormSchema } from './offer-form-schema';
import type { OfferFormValues } from './offer-form-values';

// The form holds text; the schema checks it without changing it, so input and output agree.
export const checkOffer = zodResolver(offerFormSchema) as unknown as Resolver<OfferFormValues>;

/**
 * The schema's check, a task after the change that asks for it. A field the dealer has left once is
 * checked again on every key (mode onTouched), and the check parses the whole offer: within the
 * key's event it held the key's frame back (docs/performance.md, typing a price). The form keeps a
 * result only if the field still holds the value it was made for.
 */
export const offerResolver: Resolver<OfferFormValues> = async (values, context, options) => {
  await new Promise((resolve) => setTimeout(resolve, 0));
  return checkOffer(values, context, options);
};
