import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Caller-chosen ids are echoed back and logged, so only short, plain tokens are trusted. */
const WELL_FORMED_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

declare module 'fastify' {
  interface FastifyRequest {
    /** Ties the response, the problem body and the log lines of one request together. */
    correlationId: string;
  }
}

/** The caller's `X-Request-Id` when it is well-formed, else a fresh UUID. */
export function correlationIdFrom(header: string | string[] | undefined): string {
  const candidate = Array.isArray(header) ? header[0] : header;
  return candidate !== undefined && WELL_FORMED_REQUEST_ID.test(candidate)
    ? candidate
    : randomUUID();
}

/**
 * Gives every request of `instance` (and its children) a correlation id, echoes it as
 * `X-Request-Id` and binds it to the request's logger. Works in an encapsulated plugin, so it
 * does not depend on the root server's `genReqId`.
 */
export function registerCorrelationId(instance: FastifyInstance): void {
  if (!instance.hasRequestDecorator('correlationId')) {
    instance.decorateRequest('correlationId', '');
  }
  instance.addHook('onRequest', async (request) => {
    request.correlationId = correlationIdFrom(request.headers[REQUEST_ID_HEADER]);
    request.log = request.log.child({ correlationId: request.correlationId });
  });
  instance.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, correlationIdOf(request));
  });
}

/** The correlation id, also for requests that failed before the onRequest hook ran. */
export function correlationIdOf(request: FastifyRequest): string {
  if (request.correlationId === '') {
    request.correlationId = correlationIdFrom(request.headers[REQUEST_ID_HEADER]);
  }
  return request.correlationId;
}
