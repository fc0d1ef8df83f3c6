import { z } from 'zod/mini';
import { MAX_IDENTIFIER } from '../identifier';

export { MAX_IDENTIFIER };

/**
 * Building blocks shared by every resource of the contract. Every string and array is bounded, so
 * no request can make the service hold or echo unbounded input.
 */

export const MAX_AMOUNT = 10_000_000_000;

export const text = (max = 200) => z.string().check(z.trim(), z.maxLength(max));

/*
 * Control characters (Unicode Cc: C0, DEL and C1). No name, number or search is typed with one,
 * a mis-decoded text is full of C1, and PostgreSQL cannot store NUL at all (22021).
 */
/* eslint-disable no-control-regex -- finding control characters is the point */
const CONTROL_CHARACTER = /[\u0000-\u001F\u007F-\u009F]/;
/** Tab, line feed and carriage return pass: a text of several lines holds them. */
const CONTROL_CHARACTER_NOT_LINE_BREAK = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const WITHOUT_CONTROL_CHARACTERS = /^[^\u0000-\u001F\u007F-\u009F]*$/;
/* eslint-enable no-control-regex */

export const NO_CONTROL_CHARACTERS = 'Must not contain control characters';

/** Whether a text holds a control character; `multiLine` lets tab and line breaks through. */
export const hasControlCharacter = (value: string, { multiLine = false } = {}): boolean =>
  (multiLine ? CONTROL_CHARACTER_NOT_LINE_BREAK : CONTROL_CHARACTER).test(value);

/**
 * A text sent as a query or path parameter (a search, a cursor, an id that is not a number):
 * one line without control characters, trimmed, at most `max` characters. The rule is a pattern,
 * so the OpenAPI document states it.
 */
export const textParameter = (max = 200) =>
  z
    .string()
    .check(
      z.regex(WITHOUT_CONTROL_CHARACTERS, { error: NO_CONTROL_CHARACTERS, abort: true }),
      z.trim(),
      z.maxLength(max, { error: `Is longer than ${max} characters` }),
    );

export const identifier = z
  .int({ error: 'Must be a whole number' })
  .check(
    z.positive({ error: 'Must be a positive whole number' }),
    z.maximum(MAX_IDENTIFIER, { error: 'Is too large for an identifier' }),
  );

/**
 * An identifier a client may send: any positive whole number. One above MAX_IDENTIFIER is no
 * record of the bank's, so it is treated like any other id that does not exist.
 */
export const requestedIdentifier = z
  .int({ error: 'Must be a whole number' })
  .check(z.positive({ error: 'Must be a positive whole number' }));

/** A money amount in NOK, including VAT; never negative. */
export const amount = z
  .number({ error: 'Must be a number' })
  .check(
    z.minimum(0, { error: 'Must be 0 or more' }),
    z.maximum(MAX_AMOUNT, { error: 'Is too large' }),
  );

/** ISO 8601 date-time as the spec writes dates; a plain calendar date is accepted too. */
export const dateTime = z.union([z.iso.datetime({ offset: true }), z.iso.date()], {
  error: 'Must be an ISO 8601 date or date-time',
});

/** A calendar date, `YYYY-MM-DD`. */
export const calendarDate = z.iso.date();

/** A shared schema with words of its own in the OpenAPI document: a copy, the shared one unchanged. */
export function described<T extends z.ZodMiniType>(schema: T, description: string): T {
  const copy = schema.clone();
  z.globalRegistry.add(copy, { description });
  return copy;
}

export const MoneySchema = z
  .object({
    amount,
    vatAmount: z.optional(amount),
  })
  .check(
    z.refine((money) => money.vatAmount === undefined || money.vatAmount <= money.amount, {
      path: ['vatAmount'],
      error: 'VAT cannot exceed the amount',
    }),
  )
  .register(z.globalRegistry, { id: 'Money' });
export type Money = z.infer<typeof MoneySchema>;

export const ExternalReferenceSchema = z
  .object({
    key: text(100).check(z.minLength(1, { error: 'Key is required' })),
    value: text(200).check(z.minLength(1, { error: 'Value is required' })),
  })
  .register(z.globalRegistry, { id: 'ExternalReference' });
export type ExternalReference = z.infer<typeof ExternalReferenceSchema>;

export const externalReferences = z.array(ExternalReferenceSchema).check(z.maxLength(20));
