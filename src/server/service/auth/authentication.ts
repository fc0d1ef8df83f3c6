import type { FastifyInstance } from 'fastify';
import { HttpProblem, tooManyFailures, type FailureLimit } from '../../http';
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
 * A client address that keeps sending refused credentials is answered 429 for a while.
 */
export function requireAuthentication(
  instance: FastifyInstance,
  authenticate: Authenticator,
  failureLimit: FailureLimit,
): void {
  instance.decorateRequest('partnerClient', null);
  instance.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.public === true) return;
    const { failures, retryAfterSeconds } = await failureLimit.check(request.ip);
    if (retryAfterSeconds > 0) throw tooManyFailures(retryAfterSeconds, 'refused credentials');
    try {
      request.partnerClient = await authenticate(request.headers.authorization);
    } catch (error) {
      if (error instanceof HttpProblem && error.status === 401) {
        await failureLimit.recordFailure(request.ip);
      }
      throw error;
    }
    if (failures > 0) await failureLimit.recordSuccess(request.ip);
    const role = request.routeOptions.config.partnerRole ?? 'partner';
    if (!request.partnerClient.roles.includes(role)) {
      throw new HttpProblem({
        status: 403,
        detail: `This needs a credential with the ${role} role`,
      });
    }
  });
}
