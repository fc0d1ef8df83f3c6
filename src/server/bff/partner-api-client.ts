import type { FastifyBaseLogger } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';
import { Agent } from 'undici';
import { HttpProblem, REQUEST_ID_HEADER } from '../http';
import type { PartnerCredential } from './partner-credential';

export interface ServiceRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path under the service's base URL, with its query string, e.g. `/application?limit=20`. */
  path: string;
  /** Sent as JSON. */
  body?: unknown;
  /**
   * Sent as they are, with their media type: a file. Bytes as they arrive (a stream) are
   * relayed at once and never sent twice, so a refused token is not retried for them.
   */
  file?: { content: Uint8Array | Readable; contentType: string };
  headers?: Record<string, string>;
}

export interface ServiceResponse {
  status: number;
  contentType: string | undefined;
  body: string;
  /** `Retry-After` of a service that is busy or cannot write now (429, 503), to pass on. */
  retryAfter?: string;
}

/** The incoming request a service call is made for: its correlation id and its logger. */
export interface CallContext {
  correlationId: string;
  log: FastifyBaseLogger;
}

/** A file the service answers with, or (not 200) its problem as bytes. */
export interface ServiceFile {
  status: number;
  contentType: string | undefined;
  contentDisposition: string | undefined;
  content: Buffer;
}

export interface PartnerApiClient {
  send(request: ServiceRequest, context: CallContext): Promise<ServiceResponse>;
  /** The same call, for an answer that is a file. */
  receive(request: ServiceRequest, context: CallContext): Promise<ServiceFile>;
}

export interface PartnerApiClientOptions {
  baseUrl: string;
  credential: PartnerCredential;
  timeoutMs?: number;
  /** At most this many connections to the service; further calls queue, first come first served. */
  connections?: number;
}

/** An answer of the service as it came. */
interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A file relayed as it arrives: read once, so never sent twice. */
const isStreamed = (request: ServiceRequest): boolean => request.file?.content instanceof Readable;

function headerOf(response: RawResponse, name: string): string | undefined {
  const value = response.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Calls the financing service with the partner credential, which never leaves this server. A
 * refused token is renewed once and the call retried; a service that cannot be reached is a 502.
 */
export function createPartnerApiClient(options: PartnerApiClientOptions): PartnerApiClient {
  const timeoutMs = options.timeoutMs ?? 15_000;

  // undici's own request API over kept-alive connections: fetch's web streams cost the portal
  // server more per call than the service's answer does.
  const dispatcher = new Agent({
    keepAliveTimeout: 30_000,
    ...(options.connections === undefined ? {} : { connections: options.connections }),
  });
  // Files arriving from a browser take a connection for as long as they take to arrive: their own
  // connections, so a few slow uploads never hold up the calls of everyone else.
  const fileDispatcher = new Agent({ keepAliveTimeout: 30_000 });
  /** Calls on `dispatcher`'s connections or waiting for one, answers not yet read whole. */
  let callsUnderWay = 0;
  // Parsed once: parsing it on every call cost a portal call 21 µs.
  const base = new URL(options.baseUrl);
  const basePath = base.pathname.replace(/\/+$/, '');

  async function attempt(
    request: ServiceRequest,
    correlationId: string,
    authorization: string,
  ): Promise<RawResponse> {
    const streamed = isStreamed(request);
    // The service's time to answer runs from the request's last byte (undici's headersTimeout; a
    // relayed file arrives as slowly as its sender sends it), then between parts of the answer
    // (bodyTimeout). Those timers start only on a connection: a call that must wait for one of
    // the `connections` has a deadline from its start too. Only then, as such a timer
    // (AbortSignal.timeout) cost a portal call 60 µs.
    const waitsForConnection =
      !streamed && options.connections !== undefined && callsUnderWay >= options.connections;
    const signal = waitsForConnection ? AbortSignal.timeout(timeoutMs) : undefined;
    if (!streamed) callsUnderWay += 1;
    const body =
      request.file !== undefined
        ? { type: request.file.contentType, data: request.file.content }
        : request.body === undefined
          ? undefined
          : { type: 'application/json', data: JSON.stringify(request.body) };
    try {
      const response = await (streamed ? fileDispatcher : dispatcher).request({
        origin: base.origin,
        path: `${basePath}${request.path}`,
        method: request.method,
        headers: {
          accept: 'application/json',
          authorization,
          [REQUEST_ID_HEADER]: correlationId,
          ...(body === undefined ? {} : { 'content-type': body.type }),
          ...request.headers,
        },
        ...(body === undefined ? {} : { body: body.data }),
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
        ...(signal === undefined ? {} : { signal }),
      });
      return {
        status: response.statusCode,
        headers: response.headers,
        body: Buffer.from(await response.body.arrayBuffer()),
      };
    } catch (error) {
      const timedOut =
        signal?.aborted === true ||
        (error instanceof Error &&
          'code' in error &&
          (error.code === 'UND_ERR_HEADERS_TIMEOUT' || error.code === 'UND_ERR_BODY_TIMEOUT'));
      throw new HttpProblem({
        status: timedOut ? 504 : 502,
        detail: timedOut
          ? 'The financing service did not answer in time. Try again.'
          : 'The financing service cannot be reached. Try again in a moment.',
      });
    } finally {
      if (!streamed) callsUnderWay -= 1;
    }
  }

  async function authorize(log: FastifyBaseLogger) {
    try {
      return await options.credential.authorization();
    } catch (error) {
      log.error({ err: error }, 'no partner access token');
      throw new HttpProblem({
        status: 502,
        detail: 'The portal server could not get its access token for the financing service.',
      });
    }
  }

  async function exchange(request: ServiceRequest, { correlationId, log }: CallContext) {
    let authorization = await authorize(log);
    let response = await attempt(request, correlationId, authorization);
    if (
      response.status === 401 &&
      options.credential.refused(authorization) &&
      !isStreamed(request)
    ) {
      authorization = await authorize(log);
      response = await attempt(request, correlationId, authorization);
    }
    if (response.status === 401 || response.status === 403) {
      log.error(
        { status: response.status },
        'the financing service refused the partner credential',
      );
      // The portal's own credential was refused: the user can do nothing about it.
      throw new HttpProblem({
        status: 502,
        detail: 'The financing service refused the portal server. Contact support.',
      });
    }
    return response;
  }

  return {
    async send(request, context) {
      const response = await exchange(request, context);
      const retryAfter = headerOf(response, 'retry-after');
      return {
        status: response.status,
        contentType: headerOf(response, 'content-type'),
        body: response.body.toString('utf8'),
        ...(retryAfter === undefined ? {} : { retryAfter }),
      };
    },
    async receive(request, context) {
      const response = await exchange(request, context);
      return {
        status: response.status,
        contentType: headerOf(response, 'content-type'),
        contentDisposition: headerOf(response, 'content-disposition'),
        content: response.body,
      };
    },
  };
}
