import type { ServerOptions } from 'node:http';
import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { problemClientErrorHandler, problemFrameworkErrors } from './error-handler';
import { HttpProblem } from './problem-details';

/** Headers have no business taking long: a few kilobytes, sent at once by every real client. */
const HEADERS_TIMEOUT_MS = 20_000;

/**
 * Idle keep-alive connections are closed after this: longer than the 60 s a proxy or load
 * balancer commonly keeps one, so the server never closes a connection the proxy is reusing.
 */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;

/**
 * The server's options for slow and odd clients (docs/security.md, Slow and odd clients).
 *
 * - A request must arrive whole, headers and body, within `requestTimeoutSeconds`, its headers
 *   within 20 s (or the request timeout when that is shorter); otherwise Node answers 408 and
 *   closes the connection. That bounds a body sent a byte at a time; it does not touch an
 *   answer, so an event stream stays open as long as it likes. Node looks for such requests
 *   every 30 s by default: here every second at most, so a cut comes on time.
 * - Fastify's own errors (a path that is not a valid URL) and what Node's HTTP parser refuses
 *   (a malformed request) are problem details, like every other error.
 */
export function clientLimitOptions({
  requestTimeoutSeconds,
}: {
  requestTimeoutSeconds: number;
}): Pick<
  FastifyServerOptions,
  | 'requestTimeout'
  | 'connectionTimeout'
  | 'keepAliveTimeout'
  | 'frameworkErrors'
  | 'clientErrorHandler'
> & { http: ServerOptions } {
  const requestTimeout = Math.max(1, Math.round(requestTimeoutSeconds * 1000));
  const headersTimeout = Math.min(HEADERS_TIMEOUT_MS, requestTimeout);
  return {
    requestTimeout,
    // No idle limit on a connection: a quiet answer (an event stream between heartbeats, a slow
    // report) is the server's own doing. Clients are bounded by the timeouts above.
    connectionTimeout: 0,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    http: {
      requestTimeout,
      headersTimeout,
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.round(headersTimeout / 4))),
    },
    frameworkErrors: problemFrameworkErrors,
    clientErrorHandler: problemClientErrorHandler,
  };
}

/** A body with a Content-Encoding the server does not decode: 415, naming the one it does. */
const encodedBody = () =>
  new HttpProblem({
    status: 415,
    detail: 'The request body must not be compressed or otherwise encoded (Content-Encoding)',
    headers: { 'accept-encoding': 'identity' },
  });

const hasBody = (headers: Record<string, unknown>): boolean =>
  headers['transfer-encoding'] !== undefined ||
  (headers['content-length'] !== undefined && headers['content-length'] !== '0');

/**
 * Refuses, on `instance` and every part registered after, a body with a `Content-Encoding` other
 * than `identity` (RFC 9110 15.5.16): no part decodes one, and a gzip header on a plain body
 * would otherwise be ignored and the body taken as it came. Checked before the body is read,
 * after a part's authentication.
 */
export function refuseEncodedBodies(instance: FastifyInstance): void {
  instance.addHook('preParsing', async (request, _reply, payload) => {
    const encoding = request.headers['content-encoding'];
    if (
      encoding !== undefined &&
      encoding.trim().toLowerCase() !== 'identity' &&
      hasBody(request.headers)
    ) {
      throw encodedBody();
    }
    return payload;
  });
}

/**
 * Cuts, on `instance`, a body that has not arrived whole `seconds` after its headers: 408, and
 * the connection is closed (the rest of the body is never read). For a part whose bodies are
 * small, a shorter limit than the server's request timeout.
 */
export function cutSlowBodies(instance: FastifyInstance, { seconds }: { seconds: number }): void {
  const tooSlow = () =>
    new HttpProblem({
      status: 408,
      detail: `The request body did not arrive within ${seconds} seconds`,
      headers: { connection: 'close' },
    });
  instance.addHook('preParsing', async (request, reply, payload) => {
    if (request.raw.complete) return payload; // arrived whole with its headers, or none
    const timed = new PassThrough();
    // Read by Fastify until it stops; an error after that has no one else to hear it.
    timed.on('error', () => undefined);
    const timer = setTimeout(() => {
      request.log.info({ seconds }, 'slow request body cut');
      timed.destroy(tooSlow());
    }, seconds * 1000);
    const stop = () => {
      clearTimeout(timer);
    };
    payload.once('end', stop);
    reply.raw.once('close', stop);
    return payload.pipe(timed);
  });
}
