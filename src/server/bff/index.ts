import type { FastifyPluginAsync } from 'fastify';
import { CSRF_HEADER } from '../../domain/contract';
import {
  acceptJsonBodiesOnly,
  bearerCredential,
  HttpProblem,
  limitRequestsUnderWay,
  registerCorrelationId,
  useProblemDetails,
} from '../http';
import type { PartnerApiClient } from './partner-api-client';
import { actsForAnySalesperson, mayUse } from '../../domain/access';
import { dashboardRoute } from './dashboard/dashboard-route';
import { eventStreamRoute, type ChangeFeed, type EventStreamOptions } from './live';
import { DEMO_LENDER, type Lender } from './offer-document/lender';
import { offerRoutes, type OfferRepository } from './offers';
import { DEFAULT_SYSTEM_CODE } from './acting-on-behalf';
import { portalRoutes } from './portal-routes';
import { registerRoutes, type Registers } from './registers';
import { missingToken, type UserTokenVerifier } from './user-token-verifier';

export interface PortalServerOptions {
  verifyUser: UserTokenVerifier;
  partnerApi: PartnerApiClient;
  /** `context.externalSystemCode` put on every calculation request. */
  systemCode?: string;
  /** The dealership's name, on the offer the customer takes home. */
  dealerName: string;
  /** The bank that gives the credit, on that offer; the embedded demo bank's by default. */
  lender?: Lender;
  /** The saved offers, in the portal's own schema. */
  offers: OfferRepository;
  /** Changes to applications, streamed at `GET /api/events`. */
  liveChanges: ChangeFeed;
  /** The event stream's timing; its defaults outside tests. */
  eventStream?: Omit<EventStreamOptions, 'feed'>;
  /** Norway's registers: vehicles (Statens vegvesen) and companies (Enhetsregisteret). */
  registers: Registers;
  /**
   * `/api` requests under way at once, beyond which kept-alive connections wait unread: as many
   * as the portal server's connections to the service, for which a request beyond would only
   * queue.
   */
  requestsUnderWay: number;
}

/**
 * The portal server's `/api` (docs/security.md): for the portal's own pages only. Every call
 * needs a valid user token (401), the CSRF header and the route's role (403); then it makes one
 * allow-listed call to the financing service with the partner credential.
 */
export const portalServer: FastifyPluginAsync<PortalServerOptions> = async (instance, options) => {
  limitRequestsUnderWay(instance, { limit: options.requestsUnderWay });
  registerCorrelationId(instance);
  useProblemDetails(instance);
  acceptJsonBodiesOnly(instance);
  instance.decorateRequest('user', undefined);

  instance.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.public === true) return;
    const token = bearerCredential(request.headers.authorization);
    if (token === undefined) throw missingToken();
    request.user = await options.verifyUser(token);
    if (request.headers[CSRF_HEADER.name.toLowerCase()] !== CSRF_HEADER.value) {
      throw new HttpProblem({
        status: 403,
        detail: `Requests to /api must carry the ${CSRF_HEADER.name} header.`,
      });
    }
    if (request.is404) return; // a signed-in user asking for nothing: a plain 404
    const role = request.routeOptions.config.role;
    if (role === undefined || !mayUse(request.user, { role })) {
      throw new HttpProblem({ status: 403, detail: 'Your role does not allow this.' });
    }
    // Staff act as their salesperson; without one they would see and act for no one in particular.
    if (!actsForAnySalesperson(request.user) && request.user.salesPersonId === undefined) {
      throw new HttpProblem({
        status: 403,
        detail: 'Your sign-in names no salesperson. Ask your administrator to add salesperson_id.',
      });
    }
  });

  const systemCode = options.systemCode ?? DEFAULT_SYSTEM_CODE;
  await instance.register(portalRoutes, {
    partnerApi: options.partnerApi,
    systemCode,
    dealerName: options.dealerName,
    lender: options.lender ?? DEMO_LENDER,
  });
  await instance.register(offerRoutes, {
    offers: options.offers,
    partnerApi: options.partnerApi,
    systemCode,
  });
  await instance.register(dashboardRoute, {
    partnerApi: options.partnerApi,
    offers: options.offers,
  });
  await instance.register(eventStreamRoute, { ...options.eventStream, feed: options.liveChanges });
  await instance.register(registerRoutes, { registers: options.registers });
};

export { createLiveChanges, webhookReceiver } from './live';

export { createOfferRepository } from './offers';
export { createPartnerApiClient } from './partner-api-client';
export { createPartnerCredential } from './partner-credential';
export { createUserTokenVerifier } from './user-token-verifier';
export { createOrganizationRegister, createVehicleRegister } from './registers';
