import { z } from 'zod/mini';
import {
  ExternalReferenceSchema,
  externalReferences,
  identifier,
  requestedIdentifier,
  text,
} from './common';

export const SalesPersonSchema = z
  .object({
    salesPersonId: identifier,
    salesPersonName: text(),
    salesPersonEmail: text(320),
    externalReferences: externalReferences,
  })
  .register(z.globalRegistry, { id: 'SalesPerson' });
export type SalesPerson = z.infer<typeof SalesPersonSchema>;

export const SalesPersonListSchema = z.array(SalesPersonSchema);

/**
 * Body of `POST /sales-person`: a salesperson matches when its id is listed or it has an external
 * reference equal (key and value) to a listed one; the two arrays form a union, and empty or
 * absent arrays match no one.
 */
export const SalesPersonFilterSchema = z
  .object({
    salesPersonId: z.optional(z.array(requestedIdentifier).check(z.maxLength(100))),
    salesPersonExternalReference: z.optional(
      z.array(ExternalReferenceSchema).check(z.maxLength(100)),
    ),
  })
  .register(z.globalRegistry, { id: 'SalesPersonFilter' });
export type SalesPersonFilter = z.infer<typeof SalesPersonFilterSchema>;

export const SalesPersonIdParamsSchema = z.object({
  salespersonId: z.pipe(z.coerce.number<string>(), identifier),
});
