import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import type { ProviderMiddleware } from './provider';

const SWEEP_EVERY = 256;

interface Note {
  sessionUid: string;
  clientId: string;
  /** The client's `sid` in the session when the token was issued, if the client gets one. */
  sid: string | undefined;
  /** The token's expiry, epoch milliseconds: the note is useless after it. */
  until: number;
}

/**
 * Which session each access token (by `jti`) was issued in, so that the userinfo endpoint (which
 * reads our JWT access tokens itself; oidc-provider keeps no record of them) refuses a token
 * whose session has ended: signed out, idle, past its maximum, or lost in a restart. Keycloak's
 * userinfo refuses those too. A note lives as long as its token, five minutes.
 */
export interface TokenSessions {
  /** Provider middleware: notes the session of each access token the token endpoint issues. */
  remember: ProviderMiddleware;
  /** Whether the session the token `jti` was issued in still lives, with its client in it. */
  isAlive(provider: Provider, jti: string): Promise<boolean>;
}

export function createTokenSessions(now: () => number = Date.now): TokenSessions {
  const notes = new Map<string, Note>();
  let remembered = 0;

  const sweep = () => {
    const time = now();
    for (const [jti, note] of notes) if (note.until <= time) notes.delete(jti);
  };

  return {
    async remember(ctx, next) {
      await next();
      const oidc = Reflect.get(ctx, 'oidc') as KoaContextWithOIDC['oidc'] | undefined;
      if (oidc?.route !== 'token' || ctx.status !== 200) return;
      const token = oidc.entities.AccessToken;
      if (token?.jti === undefined || token.sessionUid === undefined) return;
      notes.set(token.jti, {
        sessionUid: token.sessionUid,
        clientId: token.clientId ?? '',
        sid: token.sid,
        until: (token.exp ?? 0) * 1000,
      });
      remembered += 1;
      if (remembered % SWEEP_EVERY === 0) sweep();
    },

    async isAlive(provider, jti) {
      const note = notes.get(jti);
      if (note === undefined) return false;
      const session = await provider.Session.findByUid(note.sessionUid);
      // Signing out of one client only keeps the session but drops that client from it.
      const alive =
        session?.authorizations?.[note.clientId] !== undefined &&
        (note.sid === undefined || session.sidFor(note.clientId) === note.sid);
      if (!alive) notes.delete(jti);
      return alive;
    },
  };
}
