import { z } from 'zod';
import { MAX_IDENTIFIER } from '../domain/contract';
import { laterMessage, sayMessage } from '../lib/i18n';

/**
 * What a person may type as an application id. It is checked here, so a malformed id becomes a
 * message beside the field and never a request.
 */
export const ApplicationIdSchema = z
  .string()
  .trim()
  .min(1, { error: laterMessage('common.applicationId.required') })
  .regex(/^\d+$/, { error: laterMessage('common.applicationId.notWhole') })
  .transform(Number)
  .refine((id) => id >= 1, { error: laterMessage('common.applicationId.tooSmall') })
  .refine((id) => id <= MAX_IDENTIFIER, {
    error: laterMessage('common.applicationId.tooLarge'),
  });

export type ApplicationIdCheck = { ok: true; id: number } | { ok: false; message: string };

export function checkApplicationId(text: string): ApplicationIdCheck {
  const result = ApplicationIdSchema.safeParse(text);
  if (result.success) return { ok: true, id: result.data };
  const message = result.error.issues[0]?.message ?? laterMessage('common.applicationId.notWhole');
  return { ok: false, message: sayMessage(message) };
}
