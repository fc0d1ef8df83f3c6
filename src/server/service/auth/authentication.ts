import type { FastifyInstance } from 'fastify';
import {
  adoptRequestIdsOf,
  bearerCredential,
  HttpProblem,
  tooManyFailures,
  type FailureLimit,
} from '../../http';
import type { Authenticator, PartnerClient, PartnerRole } from './authenticator';

declare module 'fastify' {
  interface FastifyRequest {
    partnerClient: PartnerClient | null;
  }
  interface FastifyContextConfig {
    /** A route that answers without credentials (only `GET /openapi.json`). */
    public?: boolean;
    /** The role a caller needs; `partner` (the spec's API) unless a route names another. */
    partnerRole?: PartnerRole;
  }
}

/**
 * Every request of `instance` must authenticate, except routes marked `config: { public: true }`,
 * with a credential that has the route's role (`config: { partnerRole }`, `partner` by default).
 *
 * A client address that keeps sending refused credentials is answered 429 for a while
 * (failure-limit.ts), except for a credential that has succeeded from that address before, and an
 * access token, checked by its signature, which cannot be guessed. So the portal server's own
 * calls, and another client's with a good key, go on working through a flood of wrong keys from
 * their address. The caller's `X-Request-Id` is adopted when its credential has proved itself from
 * its address (the portal server relaying a call), so both calls share one correlation id.
 */
export function requireAuthentication(
  instance: FastifyInstance,
  authenticate: Authenticator,
  failureLimit: FailureLimit,
): void {
  instance.decorateRequest('partnerClient', null);
  adoptRequestIdsOf(instance, (request, address) =>
    failureLimit.isProved(address, bearerCredential(request.headers.authorization)),
  );
  instance.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.public === true) return;
    const address = request.ip;
    const credential = bearerCredential(request.headers.authorization);
    const wait = await failureLimit.check(address, credential);
    const tokenCheck = wait > 0 ? authenticate.asAccessToken(credential) : undefined;
    if (wait > 0 && tokenCheck === undefined) {
      throw tooManyFailures(wait, 'refused credentials');
    }
    try {
      request.partnerClient = await (tokenCheck ?? authenticate(request.headers.authorization));
    } catch (error) {
      if (error instanceof HttpProblem && error.status === 401) {
        await failureLimit.recordFailure(address, credential);
        if (wait > 0) throw tooManyFailures(wait, 'refused credentials');
      }
      throw error;
    }
    if (credential !== undefined) failureLimit.recordSuccess(address, credential);
    const role = request.routeOptions.config.partnerRole ?? 'partner';
    if (!request.partnerClient.roles.includes(role)) {
      throw new HttpProblem({
        status: 403,
        detail: `This needs a credential with the ${role} role`,
      });
    }
  });
}
