import { z } from 'zod';
import { MAX_IDENTIFIER } from '../domain/contract';

/**
 * What a person may type as an application id. It is checked here, so a malformed id becomes a
 * message beside the field and never a request.
 */
export const ApplicationIdSchema = z
  .string()
  .trim()
  .min(1, { error: 'Enter an application id.' })
  .regex(/^\d+$/, { error: 'An application id is a whole number, like 100005.' })
  .transform(Number)
  .refine((id) => id >= 1, { error: 'An application id is 1 or more.' })
  .refine((id) => id <= MAX_IDENTIFIER, {
    error: 'That number is too large to be an application id.',
  });

export type ApplicationIdCheck = { ok: true; id: number } | { ok: false; message: string };

export function checkApplicationId(text: string): ApplicationIdCheck {
  const result = ApplicationIdSchema.safeParse(text);
  if (result.success) return { ok: true, id: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? 'Not an application id.' };
}
