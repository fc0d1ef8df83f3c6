import { z } from 'zod';
import { isBlank, readNumber } from '../../../lib/parse-number';

interface NumberTextOptions {
  /** The message when left empty; without it the field is optional. */
  required?: string;
  /** Replaces the contract schema's message, where that one is written for developers. */
  message?: string;
}

/**
 * A number field as typed, checked by the contract's schema for that field: the form holds the
 * text, the contract decides what a valid value is.
 */
export function numberText(schema: z.ZodType, options: NumberTextOptions = {}) {
  return z.string().superRefine((text, context) => {
    if (isBlank(text)) {
      if (options.required !== undefined) {
        context.addIssue({ code: 'custom', message: options.required });
      }
      return;
    }
    // Read the way the chosen language writes numbers; a refusal says how to write it instead.
    const reading = readNumber(text);
    if (!reading.ok) {
      context.addIssue({ code: 'custom', message: reading.message });
      return;
    }
    const result = schema.safeParse(reading.value);
    if (!result.success) {
      context.addIssue({
        code: 'custom',
        message: options.message ?? result.error.issues[0]?.message ?? 'Is not valid',
      });
    }
  });
}

/** A free-text field checked by the contract's schema (its length limit). */
export function plainText(schema: z.ZodType, required?: string) {
  return z.string().superRefine((text, context) => {
    if (isBlank(text)) {
      if (required !== undefined) context.addIssue({ code: 'custom', message: required });
      return;
    }
    const result = schema.safeParse(text);
    if (!result.success) {
      context.addIssue({
        code: 'custom',
        message: result.error.issues[0]?.message ?? 'Is not valid',
      });
    }
  });
}
