import type { FastifyInstance, FastifyReply } from 'fastify';
import { createLocalJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { bearerCredential } from '../http/bearer';
import { claimsForScopes } from './claims';
import { KEYCLOAK_ROUTES } from './paths';
import { publicSigningKeys, SIGNING_ALGORITHM, type PrivateSigningKey } from './keys';
import type { UserDirectory } from './users';

export interface UserinfoOptions {
  issuer: string;
  /** The audience of users' access tokens (the portal's). */
  audience: string;
  signingKeys: readonly PrivateSigningKey[];
  users: UserDirectory;
  portalOrigins: readonly string[];
  headers: Record<string, string>;
  /** Whether the session an access token (its `jti`) was issued in still lives. */
  sessionAlive: (jti: string) => Promise<boolean>;
}

/**
 * The userinfo endpoint, answered here rather than by oidc-provider: oidc-provider serves
 * userinfo only for access tokens without an audience, while ours are Keycloak-shaped JWTs for
 * the portal. The token is checked as a resource server would (signature, issuer, audience,
 * expiry, `at+jwt`), its session must still live (not signed out, idle or past its maximum, as
 * Keycloak's userinfo has it), then the granted scopes decide which claims are released.
 */
export function registerUserinfoRoute(scope: FastifyInstance, options: UserinfoOptions): void {
  const keySet = createLocalJWKSet({ keys: publicSigningKeys(options.signingKeys) });
  const realm = `Bearer realm="${options.issuer}"`;

  function refuse(reply: FastifyReply, status: 401 | 403, error: string, description: string) {
    return reply
      .code(status)
      .header('www-authenticate', `${realm}, error="${error}", error_description="${description}"`)
      .send({ error, error_description: description });
  }

  scope.route({
    method: ['GET', 'POST'],
    url: KEYCLOAK_ROUTES.userinfo,
    handler: async (request, reply) => {
      reply.headers(options.headers).header('cache-control', 'no-store').header('vary', 'Origin');
      const origin = request.headers.origin;
      if (origin !== undefined && options.portalOrigins.includes(origin)) {
        reply
          .header('access-control-allow-origin', origin)
          .header('access-control-expose-headers', 'WWW-Authenticate');
      }

      const token = bearerCredential(request.headers.authorization);
      if (token === undefined) {
        return reply.code(401).header('www-authenticate', realm).send({
          error: 'invalid_request',
          error_description: 'no access token provided',
        });
      }

      let claims: JWTPayload;
      try {
        ({ payload: claims } = await jwtVerify(token, keySet, {
          issuer: options.issuer,
          audience: options.audience,
          algorithms: [SIGNING_ALGORITHM],
          typ: 'at+jwt',
          requiredClaims: ['sub', 'exp', 'iat'],
        }));
      } catch {
        return refuse(reply, 401, 'invalid_token', 'invalid token provided');
      }

      const user = claims.sub === undefined ? undefined : options.users.findBySubject(claims.sub);
      if (user === undefined) return refuse(reply, 401, 'invalid_token', 'invalid token provided');
      if (typeof claims.jti !== 'string' || !(await options.sessionAlive(claims.jti))) {
        return refuse(reply, 401, 'invalid_token', 'the session of the token has ended');
      }

      const scopes = new Set(typeof claims.scope === 'string' ? claims.scope.split(' ') : []);
      if (!scopes.has('openid')) {
        return refuse(reply, 403, 'insufficient_scope', 'access token missing openid scope');
      }
      return reply.send(claimsForScopes(user, scopes));
    },
  });
}
