import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

/** Models whose entries belong to a grant and go when the grant is revoked (sign-out, replay). */
const GRANT_MEMBERS = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'PreAuthorizedCode',
]);

const SWEEP_EVERY_WRITES = 256;

interface Entry {
  payload: AdapterPayload;
  /** Epoch milliseconds; undefined never expires. */
  expiresAt: number | undefined;
}

/**
 * oidc-provider's storage: sessions, grants, codes and refresh tokens in memory, one store per
 * provider instance. The embedded provider stands in for Keycloak on a laptop or in CI: a restart
 * signs people out, but the signing keys persist, so access tokens already issued (JWTs, which
 * oidc-provider does not store) stay verifiable. oidc-provider's own memory adapter is shared by
 * the whole process and warns on every start; this one is scoped to its provider.
 */
export function createMemoryAdapter(now: () => number = Date.now): AdapterFactory {
  const entries = new Map<string, Entry>();
  const sessionIdByUid = new Map<string, string>();
  const keysByGrantId = new Map<string, Set<string>>();
  let writes = 0;

  const keyOf = (model: string, id: string): string => `${model}:${id}`;

  function live(key: string): AdapterPayload | undefined {
    const entry = entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expiresAt !== undefined && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return structuredClone(entry.payload);
  }

  function sweep(): void {
    const time = now();
    for (const [key, entry] of entries) {
      if (entry.expiresAt !== undefined && entry.expiresAt <= time) entries.delete(key);
    }
    for (const [grantId, keys] of keysByGrantId) {
      for (const key of keys) if (!entries.has(key)) keys.delete(key);
      if (keys.size === 0) keysByGrantId.delete(grantId);
    }
    for (const [uid, id] of sessionIdByUid) {
      if (!entries.has(keyOf('Session', id))) sessionIdByUid.delete(uid);
    }
  }

  function adapterFor(model: string): Adapter {
    return {
      upsert(id, payload, expiresIn) {
        const key = keyOf(model, id);
        entries.set(key, {
          payload: structuredClone(payload),
          expiresAt: expiresIn === undefined ? undefined : now() + expiresIn * 1000,
        });
        if (model === 'Session' && payload.uid !== undefined) sessionIdByUid.set(payload.uid, id);
        if (GRANT_MEMBERS.has(model) && payload.grantId !== undefined) {
          const keys = keysByGrantId.get(payload.grantId) ?? new Set<string>();
          keys.add(key);
          keysByGrantId.set(payload.grantId, keys);
        }
        writes += 1;
        if (writes % SWEEP_EVERY_WRITES === 0) sweep();
        return Promise.resolve();
      },
      find(id) {
        return Promise.resolve(live(keyOf(model, id)));
      },
      findByUid(uid) {
        const id = sessionIdByUid.get(uid);
        return Promise.resolve(id === undefined ? undefined : live(keyOf(model, id)));
      },
      // The device flow is off, so no model is ever looked up by user code.
      findByUserCode() {
        return Promise.resolve(undefined);
      },
      consume(id) {
        const entry = entries.get(keyOf(model, id));
        if (entry !== undefined) entry.payload.consumed = Math.floor(now() / 1000);
        return Promise.resolve();
      },
      destroy(id) {
        entries.delete(keyOf(model, id));
        return Promise.resolve();
      },
      revokeByGrantId(grantId) {
        const keys = keysByGrantId.get(grantId);
        if (keys === undefined) return Promise.resolve();
        const prefix = keyOf(model, '');
        for (const key of keys) {
          if (!key.startsWith(prefix)) continue;
          entries.delete(key);
          keys.delete(key);
        }
        if (keys.size === 0) keysByGrantId.delete(grantId);
        return Promise.resolve();
      },
    };
  }

  return adapterFor;
}
