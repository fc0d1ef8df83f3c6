import type { FastifyBaseLogger } from 'fastify';
import { Agent, request as sendRequest } from 'undici';
import { HttpProblem, REQUEST_ID_HEADER } from '../http';
import type { PartnerCredential } from './partner-credential';

export interface ServiceRequest {
  method: 'GET' | 'POST';
  /** Path under the service's base URL, with its query string, e.g. `/application?limit=20`. */
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface ServiceResponse {
  status: number;
  contentType: string | undefined;
  body: string;
}

/** The incoming request a service call is made for: its correlation id and its logger. */
export interface CallContext {
  correlationId: string;
  log: FastifyBaseLogger;
}

export interface PartnerApiClient {
  send(request: ServiceRequest, context: CallContext): Promise<ServiceResponse>;
}

export interface PartnerApiClientOptions {
  baseUrl: string;
  credential: PartnerCredential;
  timeoutMs?: number;
}

/**
 * Calls the financing service with the partner credential, which never leaves this server. A
 * refused token is renewed once and the call retried; a service that cannot be reached is a 502.
 */
export function createPartnerApiClient(options: PartnerApiClientOptions): PartnerApiClient {
  const timeoutMs = options.timeoutMs ?? 15_000;

  // undici's own request API over kept-alive connections: fetch's web streams cost the portal
  // server more per call than the service's answer does.
  const dispatcher = new Agent({ keepAliveTimeout: 30_000 });

  async function attempt(
    request: ServiceRequest,
    correlationId: string,
    authorization: string,
  ): Promise<ServiceResponse> {
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const response = await sendRequest(`${options.baseUrl}${request.path}`, {
        dispatcher,
        method: request.method,
        headers: {
          accept: 'application/json',
          authorization,
          [REQUEST_ID_HEADER]: correlationId,
          ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...request.headers,
        },
        ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
        signal,
      });
      const contentType = response.headers['content-type'];
      return {
        status: response.statusCode,
        contentType: Array.isArray(contentType) ? contentType[0] : contentType,
        body: await response.body.text(),
      };
    } catch {
      const timedOut = signal.aborted;
      throw new HttpProblem({
        status: timedOut ? 504 : 502,
        detail: timedOut
          ? 'The financing service did not answer in time. Try again.'
          : 'The financing service cannot be reached. Try again in a moment.',
      });
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

  return {
    async send(request, { correlationId, log }) {
      let authorization = await authorize(log);
      let response = await attempt(request, correlationId, authorization);
      if (response.status === 401 && options.credential.refused(authorization)) {
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
    },
  };
}
