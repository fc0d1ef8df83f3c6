import { MAX_IDENTIFIER } from '../domain/identifier';
import type { MessageId } from '../lib/i18n';

/**
 * What a person may type as an application id. It is checked here, so a malformed id becomes a
 * message beside the field and never a request. Plain code rather than a zod schema: the home
 * screen's form needs only this, and should not load a form library and the contract for it.
 */
export type ApplicationIdCheck = { ok: true; id: number } | { ok: false; messageId: MessageId };

export function checkApplicationId(text: string): ApplicationIdCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, messageId: 'common.applicationId.required' };
  if (!/^\d+$/.test(trimmed)) return { ok: false, messageId: 'common.applicationId.notWhole' };
  const id = Number(trimmed);
  if (id < 1) return { ok: false, messageId: 'common.applicationId.tooSmall' };
  if (id > MAX_IDENTIFIER) return { ok: false, messageId: 'common.applicationId.tooLarge' };
  return { ok: true, id };
}
