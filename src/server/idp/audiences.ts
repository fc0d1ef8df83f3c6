import { errors, type Client, type KoaContextWithOIDC, type ResourceServer } from 'oidc-provider';
import { SIGNING_ALGORITHM } from './keys';

/** Which audience a client's access tokens are for, and the scopes they may carry. */
export interface AudienceBinding {
  clientId: string;
  audience: string;
  /** Space-separated; the access token's `scope` is what was requested of these. */
  scope: string;
}

/**
 * oidc-provider keys resource servers by resource indicator, an absolute URI (RFC 8707), while
 * Keycloak's audiences are plain client ids such as 'dealer-portal'. The indicator stays internal:
 * clients never send one, the token's `aud` is the plain audience.
 */
export function resourceIndicatorFor(audience: string): string {
  return URL.canParse(audience) ? audience : `urn:audience:${encodeURIComponent(audience)}`;
}

/**
 * oidc-provider's resource-indicator hooks, set up so every client gets JWT access tokens for its
 * one audience without sending a `resource` parameter (oidc-client-ts never sends one).
 */
export function audienceResolution(bindings: readonly AudienceBinding[], accessTokenTtl: number) {
  const byClientId = new Map(
    bindings.map((binding) => [
      binding.clientId,
      { ...binding, indicator: resourceIndicatorFor(binding.audience) },
    ]),
  );

  return {
    defaultResource(
      _ctx: KoaContextWithOIDC,
      client: Client,
      oneOf?: readonly string[],
    ): string | readonly string[] | undefined {
      const indicator = byClientId.get(client.clientId)?.indicator;
      if (oneOf === undefined || (indicator !== undefined && oneOf.includes(indicator))) {
        return indicator;
      }
      return oneOf;
    },
    // Without this, an `openid` request's token exchange would mint a userinfo-only token.
    useGrantedResource(): boolean {
      return true;
    },
    getResourceServerInfo(
      _ctx: KoaContextWithOIDC,
      indicator: string,
      client: Client,
    ): ResourceServer {
      const binding = byClientId.get(client.clientId);
      if (binding === undefined || binding.indicator !== indicator) {
        throw new errors.InvalidTarget();
      }
      return {
        audience: binding.audience,
        scope: binding.scope,
        accessTokenFormat: 'jwt',
        accessTokenTTL: accessTokenTtl,
        jwt: { sign: { alg: SIGNING_ALGORITHM } },
      };
    },
  };
}
