import { z } from 'zod';

/**
 * Why the bank moved an application or warns about an offer, as a stable code and its figures;
 * a client words the code in its own language and falls back on the `reason` text for a code it
 * does not know (another bank's).
 */
export const REASON_CODES = [
  // The embedded bank's process.
  'UNDER_REVIEW',
  'UNDER_REVIEW_DOCUMENTS_MISSING',
  'APPROVED',
  'APPROVED_DOCUMENTS_MISSING',
  'CREDIT_CHECK_REFUSED',
  // The bank's rules (POST /application/assessment, and a decision by them).
  'EQUITY_BELOW_MINIMUM',
  'FINANCED_ABOVE_LIMIT',
  'OBJECT_TOO_OLD',
  'OBJECT_AGE_UNKNOWN',
] as const;
export type ReasonCode = (typeof REASON_CODES)[number];

/** A code of this bank's or another's: upper case words joined by underscores. */
export const ReasonCodeSchema = z
  .string()
  .regex(/^[A-Z][A-Z0-9_]{0,63}$/, { error: 'Must be a code such as EQUITY_BELOW_MINIMUM' })
  .meta({
    description:
      'Stable and language-free, e.g. `EQUITY_BELOW_MINIMUM`. This bank uses ' +
      REASON_CODES.map((code) => `\`${code}\``).join(', ') +
      '; a client words the ones it knows and shows `reason` for others.',
  });

/** The figures a reason names: numbers as they are (amounts in NOK, shares in %), not text. */
export const ReasonParamsSchema = z
  .record(z.string().regex(/^[a-zA-Z]{1,40}$/), z.number())
  .refine((params) => Object.keys(params).length <= 10, { error: 'At most 10 figures' })
  .meta({ description: 'The figures the reason names, e.g. `{ "minimumPercent": 10 }`.' });
export type ReasonParams = z.infer<typeof ReasonParamsSchema>;
