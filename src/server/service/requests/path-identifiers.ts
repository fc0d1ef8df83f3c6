import { z } from 'zod';
import { MAX_IDENTIFIER } from '../../../domain/contract';
import { notFound } from '../../http';

/**
 * An id in a path. Whatever it is, the answer for one that names no record is 404, as the spec
 * promises for applications: `0`, `-1`, `abc` and ids beyond the bank's range included.
 */
export const pathIdentifier = (what: string) =>
  z.string().meta({
    description: `The ${what}'s id, a positive whole number; any id that names no ${what} is 404.`,
    examples: ['100001'],
  });

export const ApplicationPathSchema = z.object({ id: pathIdentifier('application') });
export const DocumentPathSchema = ApplicationPathSchema.extend({
  documentId: pathIdentifier('document'),
});
export const SalesPersonPathSchema = z.object({ salespersonId: pathIdentifier('salesperson') });

const DECIMAL_IDENTIFIER = /^[1-9][0-9]{0,9}$/;

/** The id a path names, or undefined when no record can have it. */
export function recordIdentifierOf(text: string): number | undefined {
  if (!DECIMAL_IDENTIFIER.test(text)) return undefined;
  const id = Number(text);
  return id <= MAX_IDENTIFIER ? id : undefined;
}

/** The id a path names; one no record can have is 404 saying `missing` at once. */
export function existingIdentifierOf(text: string, missing: string): number {
  const id = recordIdentifierOf(text);
  if (id === undefined) throw notFound(missing);
  return id;
}

/** The record `find` reads for the id a path names; 404 saying `missing` when there is none. */
export async function recordOf<T>(
  text: string,
  find: (id: number) => Promise<T | undefined>,
  missing: string,
): Promise<T> {
  const record = await find(existingIdentifierOf(text, missing));
  if (record === undefined) throw notFound(missing);
  return record;
}

export const ProductPathSchema = z.object({ productId: pathIdentifier('product') });
