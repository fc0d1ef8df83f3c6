import { z } from 'zod/mini';
import { CalculationRequestSchema } from './calculation-request';
import { text } from './common';

/** The languages the customer's offer is written in: the portal's own. */
export const DOCUMENT_LANGUAGES = ['nb', 'en'] as const;

/**
 * Body of the portal's `POST /api/offer-document`: the offer as the portal would calculate it,
 * who it is for, and the language the customer reads. The figures are the service's, calculated
 * again on the server, never taken from the browser.
 */
export const OfferDocumentBodySchema = z.object({
  calculationRequest: CalculationRequestSchema,
  language: z.enum(DOCUMENT_LANGUAGES),
  customerName: text(200),
});
export type OfferDocumentBody = z.infer<typeof OfferDocumentBodySchema>;
