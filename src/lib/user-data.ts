/**
 * What the portal keeps in this tab for the signed-in user, such as the offer in progress. Each
 * entry names its owner (the token's `sub`) and is read back only by that user: another user's
 * entry is discarded unseen. Sign-out forgets every entry, and nothing more is written until a
 * user signs in again, so a page leaving after sign-out cannot write the customer back.
 */
const PREFIX = 'dealer-portal.user-data.';

let owner: string | undefined;

const storage = (): Storage | undefined => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage disabled: entries are simply not kept
  }
};

/** Set at sign-in, before any screen reads its entries. */
export function setUserDataOwner(subject: string): void {
  owner = subject;
}

export function readUserData(name: string): unknown {
  const store = storage();
  const stored = store?.getItem(PREFIX + name);
  if (store === undefined || stored == null) return undefined;
  try {
    const entry: unknown = JSON.parse(stored);
    if (
      owner !== undefined &&
      typeof entry === 'object' &&
      entry !== null &&
      'owner' in entry &&
      entry.owner === owner &&
      'value' in entry
    ) {
      return entry.value;
    }
  } catch {
    // Not ours to read: dropped below.
  }
  store.removeItem(PREFIX + name);
  return undefined;
}

export function writeUserData(name: string, value: unknown): void {
  if (owner === undefined) return;
  try {
    storage()?.setItem(PREFIX + name, JSON.stringify({ owner, value }));
  } catch {
    // Storage full: the work goes on, it just will not survive a reload.
  }
}

export function removeUserData(name: string): void {
  storage()?.removeItem(PREFIX + name);
}

/** At sign-out, and when the session ends: every entry of every user goes. */
export function forgetUserData(): void {
  owner = undefined;
  const store = storage();
  if (store === undefined) return;
  for (const key of Object.keys(store)) {
    if (key.startsWith(PREFIX)) store.removeItem(key);
  }
}
