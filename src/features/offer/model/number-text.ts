import { z } from 'zod/mini';
import { issueMessage, laterMessage, type MessageId } from '../../../lib/i18n';
import { isBlank, readNumber, type NumberReading } from '../../../lib/parse-number';

interface NumberTextOptions {
  /** The message when left empty; without it the field is optional. */
  required?: MessageId;
  /** Replaces the message made from the contract schema's rule, where one says it better. */
  message?: MessageId;
  /**
   * What the field holds, for the example its refusal gives: a count takes no decimals, so any
   * text it cannot read asks for a whole number; a rate's example is a rate. Otherwise an amount.
   */
  kind?: 'count' | 'rate';
}

/** What a field of this kind says of text it cannot read. */
function unreadMessage(
  reading: Extract<NumberReading, { ok: false }>,
  kind: NumberTextOptions['kind'],
): string {
  if (kind === 'count') return laterMessage('common.number.notAWholeNumber');
  if (kind === 'rate' && reading.reason === 'notANumber') {
    return laterMessage('common.number.notARate');
  }
  return reading.message;
}

/**
 * A number field as typed, checked by the contract's schema for that field: the form holds the
 * text, the contract decides what a valid value is. Messages are `laterMessage`s, said in the
 * language chosen when shown (docs/i18n.md).
 */
export function numberText(schema: z.ZodMiniType, options: NumberTextOptions = {}) {
  return z.string().check(
    z.superRefine((text, context) => {
      if (isBlank(text)) {
        if (options.required !== undefined) {
          context.addIssue({ code: 'custom', message: laterMessage(options.required) });
        }
        return;
      }
      // Read the way the chosen language writes numbers; a refusal says how to write it instead.
      const reading = readNumber(text);
      if (!reading.ok) {
        context.addIssue({ code: 'custom', message: unreadMessage(reading, options.kind) });
        return;
      }
      const issue = schema.safeParse(reading.value).error?.issues[0];
      if (issue !== undefined) {
        context.addIssue({
          code: 'custom',
          message:
            options.message === undefined ? issueMessage(issue) : laterMessage(options.message),
        });
      }
    }),
  );
}

/** A free-text field checked by the contract's schema (its length limit). */
export function plainText(schema: z.ZodMiniType, required?: MessageId) {
  return z.string().check(
    z.superRefine((text, context) => {
      if (isBlank(text)) {
        if (required !== undefined) {
          context.addIssue({ code: 'custom', message: laterMessage(required) });
        }
        return;
      }
      const issue = schema.safeParse(text).error?.issues[0];
      if (issue !== undefined) context.addIssue({ code: 'custom', message: issueMessage(issue) });
    }),
  );
}
