import type { FastifyInstance } from 'fastify';
import { mayActFor, salesPersonInView } from '../../domain/access';
import {
  IDEMPOTENCY_KEY_HEADER,
  PORTAL_API,
  routePath,
  type PortalApiRoute,
} from '../../domain/contract';
import { HttpProblem, useZodSchemas } from '../http';
import { applicationCreation, onBehalfOf } from './acting-on-behalf';
import { apiRoute } from './api-route';
import { openApplication } from './application-access';
import { documentFileRoutes } from './document-files/document-file-routes';
import type { Lender } from './offer-document/lender';
import { offerDocumentRoute } from './offer-document/offer-document-route';
import type { PartnerApiClient } from './partner-api-client';
import { portalApiDocument } from './portal-api-document';
import { createRelay, sendServiceResponse } from './relay';
import { signedInUser } from './signed-in-user';

export interface PortalRoutesOptions {
  partnerApi: PartnerApiClient;
  /** `context.externalSystemCode` the portal puts on every calculation request. */
  systemCode: string;
  /** The dealership's name, on the offer the customer takes home. */
  dealerName: string;
  /** The bank that gives the credit, on that offer. */
  lender: Lender;
}

const forbidden = (detail: string) => new HttpProblem({ status: 403, detail });

/**
 * The portal's `/api` towards the financing service, registered from `PORTAL_API`: the routes
 * the service answers as they are are relayed from their entries; the rest, written here, add
 * the portal's policy (acting as the user's salesperson, who may see whose applications).
 */
export async function portalRoutes(instance: FastifyInstance, options: PortalRoutesOptions) {
  const api = useZodSchemas(instance);
  const { partnerApi, systemCode, dealerName, lender } = options;
  const { callService, relay, receiveFile } = createRelay(partnerApi);

  for (const route of Object.values(PORTAL_API) as PortalApiRoute[]) {
    if (route.relayed !== true) continue;
    api.route({
      ...apiRoute(route),
      handler: (request, reply) =>
        relay(request, reply, {
          method: route.method,
          path: routePath(route, {
            params: request.params as Record<string, unknown>,
            query: request.query as Record<string, unknown>,
          }),
          ...(request.body === undefined ? {} : { body: request.body }),
        }),
    });
  }

  for (const route of [
    PORTAL_API.calculation,
    PORTAL_API.campaignSearch,
    PORTAL_API.fundingInterestSearch,
    PORTAL_API.applicationAssessment,
  ]) {
    api.route({
      ...apiRoute(route),
      handler: (request, reply) =>
        relay(request, reply, {
          method: 'POST',
          path: route.path,
          // The whole body as checked (an assessment's applicant finances too), the offer's
          // salesperson and system set by the portal server.
          body: {
            ...request.body,
            calculationRequest: onBehalfOf(
              signedInUser(request),
              request.body.calculationRequest,
              systemCode,
            ),
          },
        }),
    });
  }

  await instance.register(offerDocumentRoute, { dealerName, lender, systemCode, callService });

  api.route({
    ...apiRoute(PORTAL_API.createApplication),
    handler: (request, reply) =>
      relay(
        request,
        reply,
        applicationCreation(
          signedInUser(request),
          request.body,
          request.headers[IDEMPOTENCY_KEY_HEADER],
          systemCode,
        ),
      ),
  });

  api.route({
    ...apiRoute(PORTAL_API.listApplications),
    handler: (request, reply) => {
      const user = signedInUser(request);
      const { salesPersonId, ...filter } = request.query;
      if (salesPersonId !== undefined && !mayActFor(user, salesPersonId)) {
        throw forbidden("Only managers can see other salespeople's applications.");
      }
      return relay(request, reply, {
        method: 'GET',
        path: routePath(PORTAL_API.listApplications, {
          query: { salesPersonId: salesPersonInView(user, salesPersonId), ...filter },
        }),
      });
    },
  });

  api.route({
    ...apiRoute(PORTAL_API.application),
    handler: async (request, reply) =>
      sendServiceResponse(
        reply,
        await openApplication(callService, request, signedInUser(request), request.params.id),
      ),
  });

  for (const route of [
    PORTAL_API.cancelApplication,
    PORTAL_API.sendContract,
    PORTAL_API.confirmDelivery,
  ]) {
    api.route({
      ...apiRoute(route),
      handler: async (request, reply) => {
        const { id } = request.params;
        // Only an application the user may see: someone else's is as if it did not exist.
        const opened = await openApplication(callService, request, signedInUser(request), id);
        if (opened.status !== 200) return sendServiceResponse(reply, opened);
        return relay(request, reply, {
          method: 'POST',
          path: routePath(route, { params: { id } }),
          body: request.body,
        });
      },
    });
  }

  api.route({
    ...apiRoute(PORTAL_API.contract),
    handler: async (request, reply) => {
      const { id } = request.params;
      const opened = await openApplication(callService, request, signedInUser(request), id);
      if (opened.status !== 200) return sendServiceResponse(reply, opened);
      return relay(request, reply, {
        method: 'GET',
        path: routePath(PORTAL_API.contract, { params: { id } }),
      });
    },
  });

  api.route({
    ...apiRoute(PORTAL_API.contractDocument, { waitsOutside: true }),
    handler: async (request, reply) => {
      const { id } = request.params;
      const opened = await openApplication(callService, request, signedInUser(request), id);
      if (opened.status !== 200) return sendServiceResponse(reply, opened);
      const path = routePath(PORTAL_API.contractDocument, { params: { id } });
      const file = await receiveFile(request, { method: 'GET', path });
      if (file.status !== 200) {
        return sendServiceResponse(reply, { ...file, body: file.content.toString('utf8') });
      }
      // A PDF only: nothing else the service could send reaches the browser.
      if (file.contentType !== 'application/pdf') {
        throw new HttpProblem({ status: 502, detail: 'The financing service sent no PDF.' });
      }
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="contract-${id}.pdf"`)
        .header('x-content-type-options', 'nosniff')
        .send(file.content);
    },
  });

  await instance.register(documentFileRoutes, { callService, receiveFile });

  api.route({
    ...apiRoute(PORTAL_API.salesperson),
    handler: (request, reply) => {
      const { salespersonId } = request.params;
      if (!mayActFor(signedInUser(request), salespersonId)) {
        throw forbidden('Only managers can see other salespeople.');
      }
      return relay(request, reply, {
        method: 'GET',
        path: routePath(PORTAL_API.salesperson, { params: { salespersonId } }),
      });
    },
  });

  // The API's own description, generated from the same table; nothing of a user in it.
  let document: Promise<unknown> | undefined;
  api.get('/openapi.json', { config: { public: true } }, async () => {
    document ??= portalApiDocument();
    return document;
  });
}
