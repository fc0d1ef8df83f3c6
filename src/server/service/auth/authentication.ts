import type { FastifyInstance } from 'fastify';
import type { Authenticator, PartnerClient } from './authenticator';

declare module 'fastify' {
  interface FastifyRequest {
    partnerClient: PartnerClient | null;
  }
  interface FastifyContextConfig {
    /** A route that answers without credentials (only `GET /openapi.json`). */
    public?: boolean;
  }
}

/** Every request of `instance` must authenticate, except routes marked `config: { public: true }`. */
export function requireAuthentication(
  instance: FastifyInstance,
  authenticate: Authenticator,
): void {
  instance.decorateRequest('partnerClient', null);
  instance.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.public === true) return;
    request.partnerClient = await authenticate(request.headers.authorization);
  });
}
