import { z } from 'zod';
import { MAX_IDENTIFIER } from '../identifier';

export { MAX_IDENTIFIER };

/**
 * Building blocks shared by every resource of the contract. Every string and array is bounded, so
 * no request can make the service hold or echo unbounded input.
 */

export const MAX_AMOUNT = 10_000_000_000;

export const text = (max = 200) => z.string().trim().max(max);

export const identifier = z
  .int({ error: 'Must be a whole number' })
  .positive({ error: 'Must be a positive whole number' })
  .max(MAX_IDENTIFIER, { error: 'Is too large for an identifier' });

/**
 * An identifier a client may send: any positive whole number. One above MAX_IDENTIFIER is no
 * record of the bank's, so it is treated like any other id that does not exist.
 */
export const requestedIdentifier = z
  .int({ error: 'Must be a whole number' })
  .positive({ error: 'Must be a positive whole number' });

/** A money amount in NOK, including VAT; never negative. */
export const amount = z
  .number({ error: 'Must be a number' })
  .min(0, { error: 'Must be 0 or more' })
  .max(MAX_AMOUNT, { error: 'Is too large' });

/** ISO 8601 date-time as the spec writes dates; a plain calendar date is accepted too. */
export const dateTime = z.union([z.iso.datetime({ offset: true }), z.iso.date()], {
  error: 'Must be an ISO 8601 date or date-time',
});

/** A calendar date, `YYYY-MM-DD`. */
export const calendarDate = z.iso.date();

export const MoneySchema = z
  .object({
    amount,
    vatAmount: amount.optional(),
  })
  .refine((money) => money.vatAmount === undefined || money.vatAmount <= money.amount, {
    path: ['vatAmount'],
    error: 'VAT cannot exceed the amount',
  })
  .meta({ id: 'Money' });
export type Money = z.infer<typeof MoneySchema>;

export const ExternalReferenceSchema = z
  .object({
    key: text(100).min(1, { error: 'Key is required' }),
    value: text(200).min(1, { error: 'Value is required' }),
  })
  .meta({ id: 'ExternalReference' });
export type ExternalReference = z.infer<typeof ExternalReferenceSchema>;

export const externalReferences = z.array(ExternalReferenceSchema).max(20);
