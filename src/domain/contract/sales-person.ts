import { z } from 'zod';
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
  .meta({ id: 'SalesPerson' });
export type SalesPerson = z.infer<typeof SalesPersonSchema>;

export const SalesPersonListSchema = z.array(SalesPersonSchema);

/**
 * Body of `POST /sales-person`: a salesperson matches when its id is listed or it has an external
 * reference equal (key and value) to a listed one; the two arrays form a union, and empty or
 * absent arrays match no one.
 */
export const SalesPersonFilterSchema = z
  .object({
    salesPersonId: z.array(requestedIdentifier).max(100).optional(),
    salesPersonExternalReference: z.array(ExternalReferenceSchema).max(100).optional(),
  })
  .meta({ id: 'SalesPersonFilter' });
export type SalesPersonFilter = z.infer<typeof SalesPersonFilterSchema>;

export const SalesPersonIdParamsSchema = z.object({
  salespersonId: z.coerce.number<string>().pipe(identifier),
});
