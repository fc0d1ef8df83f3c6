import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OpenedApplication } from './application-access';
import type { PartnerApiClient, ServiceFile, ServiceRequest } from './partner-api-client';
import { withoutPersonalData } from './personal-data';

/**
 * The service's answer, passed on with its status and type, identity numbers masked (in the
 * body as parsed already, when the caller parsed it, rather than parsing it again).
 */
export function sendServiceResponse(
  reply: FastifyReply,
  response: OpenedApplication,
): FastifyReply {
  if (response.contentType !== undefined) reply.type(response.contentType);
  if (response.retryAfter !== undefined) reply.header('retry-after', response.retryAfter);
  return reply.code(response.status).send(withoutPersonalData(response.body, response.parsed));
}

/** The portal server's calls to the financing service, each under the request's correlation id. */
export function createRelay(partnerApi: PartnerApiClient) {
  const context = (request: FastifyRequest) => ({ correlationId: request.id, log: request.log });
  const callService = (request: FastifyRequest, serviceRequest: ServiceRequest) =>
    partnerApi.send(serviceRequest, context(request));
  return {
    callService,
    /** One call, its answer passed on. */
    relay: async (request: FastifyRequest, reply: FastifyReply, serviceRequest: ServiceRequest) =>
      sendServiceResponse(reply, await callService(request, serviceRequest)),
    /** A file the service keeps, streamed. */
    receiveFile: (request: FastifyRequest, serviceRequest: ServiceRequest): Promise<ServiceFile> =>
      partnerApi.receive(serviceRequest, context(request)),
  };
}

export type Relay = ReturnType<typeof createRelay>;
