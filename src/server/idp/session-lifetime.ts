import type { KoaContextWithOIDC } from 'oidc-provider';
import { epochSeconds } from '../http';
import type { ProviderMiddleware } from './provider';

/** Keycloak's "SSO Session Idle" and "SSO Session Max", in seconds. */
export interface SessionLimits {
  idleSeconds: number;
  maxSeconds: number;
}

/**
 * How long a session lives from now: `idleSeconds` past its last use, and never beyond
 * `maxSeconds` after its sign-in.
 */
export function sessionTtl(limits: SessionLimits, loginTs: number | undefined): number {
  if (loginTs === undefined) return limits.idleSeconds;
  return Math.max(1, Math.min(limits.idleSeconds, loginTs + limits.maxSeconds - epochSeconds()));
}

/**
 * An access token's lifetime: `baseSeconds`, but never past its session's idle time nor its
 * maximum (sign-in plus `maxSeconds`), so that no access token outlives a session that ends by
 * itself, as Keycloak caps it. (A session ended by sign-out is told to the portal server instead.)
 */
export function accessTokenTtl(limits: SessionLimits, baseSeconds: number) {
  return (ctx: KoaContextWithOIDC | undefined): number => {
    const entities = ctx?.oidc.entities;
    const authTime = entities?.RefreshToken?.authTime ?? entities?.AuthorizationCode?.authTime;
    const untilMax =
      authTime === undefined ? limits.maxSeconds : authTime + limits.maxSeconds - epochSeconds();
    return Math.max(1, Math.min(baseSeconds, limits.idleSeconds, untilMax));
  };
}

/**
 * A refresh is a use of the session, as in Keycloak: after a refresh token is redeemed, its
 * session's idle period starts again. oidc-provider saves a session only when a request loads it
 * through the cookie, which the token endpoint never does.
 */
export function keepSessionAlive(limits: SessionLimits): ProviderMiddleware {
  return async (ctx, next) => {
    await next();
    const oidc = Reflect.get(ctx, 'oidc') as KoaContextWithOIDC['oidc'] | undefined;
    if (oidc?.route !== 'token' || ctx.status !== 200) return;
    const sessionUid = oidc.entities.RefreshToken?.sessionUid;
    if (sessionUid === undefined) return;
    const session = await oidc.provider.Session.findByUid(sessionUid);
    if (session !== undefined) {
      await session.save(sessionTtl(limits, session.loginTs));
    }
  };
}
