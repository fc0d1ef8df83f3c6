import { z } from 'zod/mini';
import { CANCEL_REASON_CODES, REASON_CODES } from '../reasons';

/** A code of this bank's or another's: upper case words joined by underscores. */
export const ReasonCodeSchema = z
  .string()
  .check(
    z.regex(/^[A-Z][A-Z0-9_]{0,63}$/, { error: 'Must be a code such as EQUITY_BELOW_MINIMUM' }),
  )
  .register(z.globalRegistry, {
    description:
      'Stable and language-free, e.g. `EQUITY_BELOW_MINIMUM`. This bank uses ' +
      REASON_CODES.map((code) => `\`${code}\``).join(', ') +
      '; a client words the ones it knows and shows `reason` for others.',
  });

/** The figures a reason names: numbers as they are (amounts in NOK, shares in %), not text. */
export const ReasonParamsSchema = z
  .record(z.string().check(z.regex(/^[a-zA-Z]{1,40}$/)), z.number())
  .check(z.refine((params) => Object.keys(params).length <= 10, { error: 'At most 10 figures' }))
  .register(z.globalRegistry, {
    description: 'The figures the reason names, e.g. `{ "minimumPercent": 10 }`.',
  });

/** `POST /application/{id}/cancel`: why the dealer cancels. */
export const CancelApplicationBodySchema = z
  .object({ reasonCode: z.enum(CANCEL_REASON_CODES) })
  .register(z.globalRegistry, { id: 'CancelApplicationRequest' });
export type CancelApplicationBody = z.infer<typeof CancelApplicationBodySchema>;

export {
  CANCEL_REASON_CODES,
  REASON_CODES,
  reasoned,
  reasonText,
  type ReasonCode,
  type ReasonParams,
} from '../reasons';
