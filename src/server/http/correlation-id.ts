import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import {
  clientAddressOf,
  fromTrustedProxy,
  proxyTrust,
  type ProxyTrust,
  type TrustProxy,
} from './trust-proxy';

export const REQUEST_ID_HEADER = 'x-request-id';

/** The name the log gives a request's id: the correlation id of its problem details. */
export const CORRELATION_ID_LOG_LABEL = 'correlationId';

/** Adopted ids are echoed back and logged, so only short, plain tokens are taken. */
const WELL_FORMED_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

/** The root instance's proxy trust, which every plugin's correlation ids follow. */
const PROXY_TRUST = 'correlationIdProxyTrust';

/**
 * A request's correlation id: its `X-Request-Id` when `adopt` takes it (a trusted proxy or a
 * known caller set it) and it is well-formed, else a fresh UUID. Ops search the logs by it, so
 * no client may choose it: one could file its lines under someone else's id, or a support case's.
 * Fastify's `genReqId` without `adopt`: always fresh.
 */
export function correlationIdOfRequest(
  request: IncomingMessage,
  adopt?: (request: IncomingMessage) => boolean,
): string {
  const header = request.headers[REQUEST_ID_HEADER];
  const candidate = Array.isArray(header) ? header[0] : header;
  return candidate !== undefined &&
    WELL_FORMED_REQUEST_ID.test(candidate) &&
    adopt?.(request) === true
    ? candidate
    : randomUUID();
}

interface RootTrust {
  trust: ProxyTrust | false;
}

const inheritedTrust = (instance: FastifyInstance): ProxyTrust | false | undefined =>
  instance.hasDecorator(PROXY_TRUST)
    ? instance.getDecorator<RootTrust>(PROXY_TRUST).trust
    : undefined;

/**
 * Gives every request of `instance` (and its children) its correlation id as `request.id` and
 * echoes it as `X-Request-Id`. Fastify binds the id to the request's logger as it makes it: a
 * second child logger per request had cost a portal call and its service call 47 µs.
 *
 * On the root, with `trustProxy` (TRUST_PROXY): the id a trusted proxy sends is adopted, for the
 * root's routes and every plugin's, and the root echoes it for all. In a plugin: the root's
 * trust is followed; without a root that set one (a plugin's own tests), nothing is adopted.
 */
export function registerCorrelationId(
  instance: FastifyInstance,
  options: { trustProxy?: TrustProxy } = {},
): void {
  const inherited = inheritedTrust(instance);
  const trust =
    options.trustProxy === undefined ? (inherited ?? false) : proxyTrust(options.trustProxy);
  if (options.trustProxy !== undefined)
    instance.decorate(PROXY_TRUST, { trust } satisfies RootTrust);
  instance.setGenReqId((request) =>
    correlationIdOfRequest(request, (raw) => fromTrustedProxy(raw, trust)),
  );
  // The root's hook already echoes every plugin's id.
  if (inherited !== undefined) return;
  instance.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}

/**
 * Also adopts the `X-Request-Id` of a request `fromCaller` vouches for, given the client address
 * the root's trust makes of it: the financing service takes the id of a caller whose credential
 * has proved itself from that address (the portal server relaying a call), so a portal call and
 * the service call it makes share one id. Call after `registerCorrelationId`.
 */
export function adoptRequestIdsOf(
  instance: FastifyInstance,
  fromCaller: (request: IncomingMessage, clientAddress: string) => boolean,
): void {
  const trust = inheritedTrust(instance) ?? false;
  instance.setGenReqId((request) =>
    correlationIdOfRequest(
      request,
      (raw) => fromTrustedProxy(raw, trust) || fromCaller(raw, clientAddressOf(raw, trust)),
    ),
  );
}
