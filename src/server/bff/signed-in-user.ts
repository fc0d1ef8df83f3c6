import type { FastifyRequest } from 'fastify';
import type { PortalUser, Role } from './portal-user';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The least role a user needs for the route; a route without one is refused to everyone. */
    role?: Role;
    /** Answered without a user: the API's own description only. */
    public?: boolean;
  }
  interface FastifyRequest {
    user: PortalUser | undefined;
  }
}

/** The user the portal server's hook verified: every `/api` route but a public one has one. */
export function signedInUser(request: FastifyRequest): PortalUser {
  if (request.user === undefined) throw new Error('route reached without a verified user');
  return request.user;
}
