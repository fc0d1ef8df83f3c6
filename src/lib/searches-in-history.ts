/**
 * Searches that name customers (a name, a registration number) are kept in the history entry's
 * state, never in the address: an address stays in the browser's history and suggestions, and in
 * the logs of whatever it is sent to, for the next user of a shared computer to find. The entry's
 * state comes back with Back, for the user who searched (`owner`, the token's subject) only.
 */
export type SearchState = { owner: string } & Record<string, string>;

/** The texts kept under `names` in an entry's state, if that user kept them; else none. */
export function searchTextsOf<Name extends string>(
  state: unknown,
  owner: string,
  names: readonly Name[],
): Partial<Record<Name, string>> {
  if (typeof state !== 'object' || state === null) return {};
  const kept = state as Record<string, unknown>;
  if (kept.owner !== owner) return {};
  const texts: Partial<Record<Name, string>> = {};
  for (const name of names) {
    const text = kept[name];
    if (typeof text === 'string' && text.trim() !== '') texts[name] = text.trim().slice(0, 100);
  }
  return texts;
}
