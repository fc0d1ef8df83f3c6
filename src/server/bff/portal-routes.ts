import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ApplicationIdParamsSchema,
  ApplicationListQuerySchema,
  CalculationRequestBodySchema,
  CreateApplicationBodySchema,
  IDEMPOTENCY_KEY_HEADER,
  IdempotencyKeySchema,
  ProductFilterSchema,
  ProductIdParamsSchema,
  SalesPersonFilterSchema,
  SalesPersonIdParamsSchema,
  type CalculationRequest,
} from '../../domain/contract';
import { z } from 'zod';
import { API_ROUTES, mayActFor, salesPersonInView } from '../../domain/access';
import { HttpProblem, useZodSchemas } from '../http';
import type { PartnerApiClient, ServiceRequest } from './partner-api-client';
import { openApplication, type OpenedApplication } from './application-access';
import { documentFileRoutes } from './document-files/document-file-routes';
import { offerDocumentRoute } from './offer-document/offer-document-route';
import { withoutPersonalData } from './personal-data';
import type { PortalUser, Role } from './portal-user';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The least role a user needs for the route; a route without one is refused to everyone. */
    role?: Role;
  }
  interface FastifyRequest {
    user: PortalUser | undefined;
  }
}

export interface PortalRoutesOptions {
  partnerApi: PartnerApiClient;
  /** `context.externalSystemCode` the portal puts on every calculation request. */
  systemCode: string;
  /** The dealership's name, on the offer the customer takes home. */
  dealerName: string;
}

const forbidden = (detail: string) => new HttpProblem({ status: 403, detail });

export function signedInUser(request: FastifyRequest): PortalUser {
  if (request.user === undefined) throw new Error('route reached without a verified user');
  return request.user;
}

/**
 * Who is asking is the portal server's to say, not the browser's: `context` is set here, and a
 * salesperson sells as themselves (a manager may act for any salesperson).
 */
function onBehalfOf(
  user: PortalUser,
  request: CalculationRequest,
  systemCode: string,
): CalculationRequest {
  const { salespersonId } = request;
  if (salespersonId !== undefined && !mayActFor(user, salespersonId)) {
    throw forbidden('You can only make offers as your own salesperson.');
  }
  return {
    ...request,
    ...((salespersonId ?? user.salesPersonId) === undefined
      ? {}
      : { salespersonId: salespersonId ?? user.salesPersonId }),
    context: { externalSystemCode: systemCode, externalSystemRef2: user.username },
  };
}

/**
 * The service's answer, passed on with its status and type, identity numbers masked (in the
 * body as parsed already, when the caller parsed it, rather than parsing it again).
 */
function sendServiceResponse(reply: FastifyReply, response: OpenedApplication): FastifyReply {
  if (response.contentType !== undefined) reply.type(response.contentType);
  return reply.code(response.status).send(withoutPersonalData(response.body, response.parsed));
}

const query = (values: Record<string, string | number | undefined>) => {
  const present = Object.entries(values).filter(
    // An empty search text is no filter.
    (entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '',
  );
  return present.length === 0
    ? ''
    : `?${new URLSearchParams(present.map(([k, v]): [string, string] => [k, String(v)])).toString()}`;
};

/**
 * The portal's `/api`: each route takes its path and least role from the access module and makes
 * one service call. Nothing else of the financing service is reachable from the browser.
 */
export async function portalRoutes(instance: FastifyInstance, options: PortalRoutesOptions) {
  const api = useZodSchemas(instance);
  const { partnerApi, systemCode, dealerName } = options;
  const callService = (request: FastifyRequest, serviceRequest: ServiceRequest) =>
    partnerApi.send(serviceRequest, { correlationId: request.id, log: request.log });
  const relay = async (
    request: FastifyRequest,
    reply: FastifyReply,
    serviceRequest: ServiceRequest,
  ) => sendServiceResponse(reply, await callService(request, serviceRequest));

  for (const { path, role } of [
    API_ROUTES.calculation,
    API_ROUTES.campaignSearch,
    API_ROUTES.fundingInterestSearch,
  ]) {
    api.post(
      path,
      { config: { role }, schema: { body: CalculationRequestBodySchema } },
      (request, reply) =>
        relay(request, reply, {
          method: 'POST',
          path,
          body: {
            calculationRequest: onBehalfOf(
              signedInUser(request),
              request.body.calculationRequest,
              systemCode,
            ),
          },
        }),
    );
  }

  await instance.register(offerDocumentRoute, {
    dealerName,
    callService,
    actingAs: (request, calculationRequest) => {
      const user = signedInUser(request);
      return { user, calculationRequest: onBehalfOf(user, calculationRequest, systemCode) };
    },
    sendServiceResponse,
  });

  api.post(
    API_ROUTES.createApplication.path,
    {
      config: { role: API_ROUTES.createApplication.role },
      schema: {
        body: CreateApplicationBodySchema,
        // Room for the user's prefix within the service's 255 characters.
        headers: z.looseObject({
          [IDEMPOTENCY_KEY_HEADER]: IdempotencyKeySchema.max(200).optional(),
        }),
      },
    },
    (request, reply) => {
      const user = signedInUser(request);
      const idempotencyKey = request.headers[IDEMPOTENCY_KEY_HEADER];
      return relay(request, reply, {
        method: 'POST',
        path: '/application',
        body: {
          ...request.body,
          calculationRequest: onBehalfOf(user, request.body.calculationRequest, systemCode),
        },
        // All users reach the service as one client: a key is made the user's own, so two
        // users' keys can never meet.
        ...(idempotencyKey !== undefined
          ? { headers: { [IDEMPOTENCY_KEY_HEADER]: `${user.subject}:${idempotencyKey}` } }
          : {}),
      });
    },
  );

  api.get(
    API_ROUTES.listApplications.path,
    {
      config: { role: API_ROUTES.listApplications.role },
      schema: { querystring: ApplicationListQuerySchema },
    },
    (request, reply) => {
      const user = signedInUser(request);
      const { salesPersonId, ...filter } = request.query;
      if (salesPersonId !== undefined && !mayActFor(user, salesPersonId)) {
        throw forbidden("Only managers can see other salespeople's applications.");
      }
      const inView = salesPersonInView(user, salesPersonId);
      return relay(request, reply, {
        method: 'GET',
        path: `/application${query({ salesPersonId: inView, ...filter })}`,
      });
    },
  );

  api.get(
    API_ROUTES.application.path,
    {
      config: { role: API_ROUTES.application.role },
      schema: { params: ApplicationIdParamsSchema },
    },
    async (request, reply) =>
      sendServiceResponse(
        reply,
        await openApplication(callService, request, signedInUser(request), request.params.id),
      ),
  );

  await instance.register(documentFileRoutes, {
    signedInUser,
    callService,
    receiveFile: (request, serviceRequest) =>
      partnerApi.receive(serviceRequest, {
        correlationId: request.id,
        log: request.log,
      }),
    sendServiceResponse,
  });

  api.get(
    API_ROUTES.salespeople.path,
    { config: { role: API_ROUTES.salespeople.role } },
    (request, reply) => relay(request, reply, { method: 'GET', path: '/sales-person' }),
  );

  api.post(
    API_ROUTES.findSalespeople.path,
    {
      config: { role: API_ROUTES.findSalespeople.role },
      schema: { body: SalesPersonFilterSchema },
    },
    (request, reply) =>
      relay(request, reply, { method: 'POST', path: '/sales-person', body: request.body }),
  );

  api.get(
    API_ROUTES.salesperson.path,
    {
      config: { role: API_ROUTES.salesperson.role },
      schema: { params: SalesPersonIdParamsSchema },
    },
    (request, reply) => {
      const user = signedInUser(request);
      const { salespersonId } = request.params;
      if (!mayActFor(user, salespersonId)) {
        throw forbidden('Only managers can see other salespeople.');
      }
      return relay(request, reply, {
        method: 'GET',
        path: `/sales-person/${salespersonId}`,
      });
    },
  );

  // The bank's price list. A service built strictly to the spec has none: its 404 is passed on,
  // and the portal then fills nothing in.
  api.get(
    API_ROUTES.products.path,
    {
      config: { role: API_ROUTES.products.role },
      schema: { querystring: ProductFilterSchema },
    },
    (request, reply) =>
      relay(request, reply, { method: 'GET', path: `/product${query(request.query)}` }),
  );

  api.get(
    API_ROUTES.product.path,
    {
      config: { role: API_ROUTES.product.role },
      schema: { params: ProductIdParamsSchema },
    },
    (request, reply) =>
      relay(request, reply, { method: 'GET', path: `/product/${request.params.productId}` }),
  );
}
