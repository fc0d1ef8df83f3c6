import type { FastifyInstance } from 'fastify';
import type { JWTVerifyGetKey } from 'jose';
import { HttpProblem, registerCorrelationId, useProblemDetails } from '../../http';
import type { EndedSessions } from './ended-sessions';
import { verifyLogoutToken } from './logout-token';

export interface BackchannelLogoutOptions {
  issuer: string;
  /** The portal's client id at the provider: a logout token's audience. */
  clientId: string;
  /** The provider's signing keys, as the user tokens are verified with. */
  keys: JWTVerifyGetKey;
  endedSessions: EndedSessions;
}

/** A logout token is a few hundred bytes; a form of more is no logout. */
const BODY_LIMIT = 16 * 1024;

/**
 * OpenID Connect Back-Channel Logout 1.0: the identity provider (the embedded one, or a bank's
 * Keycloak) posts `logout_token` here when a session ends. Outside `/api`, as the caller is the
 * provider, not the portal: nothing is taken on trust but the token's signature and claims
 * (`verifyLogoutToken`). 200 once the session's tokens are refused here and its event streams
 * closed (every instance follows within a second); 400 for a bad token, which ends nothing.
 */
export async function backchannelLogoutRoute(
  instance: FastifyInstance,
  options: BackchannelLogoutOptions,
) {
  registerCorrelationId(instance);
  useProblemDetails(instance);
  instance.removeAllContentTypeParsers();
  instance.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    (_request, body, done) => {
      done(null, new URLSearchParams(body as string));
    },
  );
  // The spec asks for it on every answer, refusals too.
  instance.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  instance.post('/', async (request, reply) => {
    const tokens =
      request.body instanceof URLSearchParams ? request.body.getAll('logout_token') : [];
    const [token] = tokens;
    if (tokens.length !== 1 || token === undefined || token === '') {
      throw new HttpProblem({ status: 400, detail: 'Send one logout_token, form-encoded.' });
    }
    let end;
    try {
      end = await verifyLogoutToken(token, options.keys, options);
    } catch (error) {
      if (error instanceof HttpProblem) {
        request.log.warn({ reason: error.message }, 'back-channel logout refused');
      }
      throw error;
    }
    await options.endedSessions.end(end);
    request.log.info({ ends: end.kind }, 'back-channel logout');
    return reply.code(200).send();
  });
}
