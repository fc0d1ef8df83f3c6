import { LogController, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { CORRELATION_ID_LOG_LABEL, correlationIdOfRequest } from './http';
import type { Config } from './config';

/**
 * Query parameters that carry a credential or a person: OAuth codes and states, ID tokens (with
 * name, email and roles), session states, anything token- or secret-like, and the application
 * list's searches by a customer's name or registration number, and the saved offers' search
 * (lower case: compared so).
 */
const SECRET_PARAMETERS = new Set([
  'code',
  'state',
  'id_token_hint',
  'session_state',
  'nonce',
  'login_hint',
  'code_challenge',
  'code_verifier',
  'access_token',
  'refresh_token',
  'id_token',
  'token',
  'client_secret',
  'customername',
  'registrationnumber',
  'search',
]);

export const REDACTED = '[redacted]';

/** A signing link's token (`/signing/{token}`): whoever has it can sign a contract. */
const SIGNING_TOKEN = /(\/signing\/)[^/?#]+/;

/**
 * A request URL as the log may keep it: the path without a signing token, and the query with
 * secret values replaced.
 */
export function redactUrl(url: string): string {
  const withoutToken = url.replace(SIGNING_TOKEN, `$1${REDACTED}`);
  const queryStart = withoutToken.indexOf('?');
  if (queryStart === -1) return withoutToken;
  const query = new URLSearchParams(withoutToken.slice(queryStart + 1));
  for (const name of new Set(query.keys())) {
    if (SECRET_PARAMETERS.has(name.toLowerCase())) query.set(name, REDACTED);
  }
  return `${withoutToken.slice(0, queryStart)}?${query.toString()}`;
}

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: unknown;
  statusCode?: unknown;
  cause?: LoggedError | undefined;
}

/**
 * An error as the log may keep it: type, message, code, stack and cause only. Database errors
 * carry the query's parameters (PGlite) or the offending row (PostgreSQL's `detail`), so every
 * other field stays out, whatever the error.
 */
export function serializeError(error: Error, depth = 0): LoggedError {
  const { code, statusCode, severity } = error as {
    code?: unknown;
    statusCode?: unknown;
    severity?: unknown;
  };
  // PostgreSQL's own message may quote the offending value ('invalid input syntax for type
  // integer: "…"'): a database error is logged by its SQLSTATE and where it was raised.
  if (typeof severity === 'string' && typeof code === 'string') {
    return {
      type: error.constructor.name,
      message: `database error ${code}`,
      stack: (error.stack ?? '').split('\n').slice(1).join('\n'),
      code,
    };
  }
  return {
    type: error.constructor.name,
    message: error.message,
    stack: error.stack ?? '',
    ...(code === undefined ? {} : { code }),
    ...(statusCode === undefined ? {} : { statusCode }),
    ...(error.cause instanceof Error && depth < 3
      ? { cause: serializeError(error.cause, depth + 1) }
      : {}),
  };
}

/**
 * The server's logger: requests logged by method, redacted URL and address only (never headers,
 * so no authorization or cookie), errors without their data.
 */
export function loggerOptions(
  config: Pick<Config, 'logLevel'>,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    ...(stream === undefined ? {} : { stream }),
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
      err: (error: Error) => serializeError(error),
    },
  };
}

/**
 * How a request's log lines are found: by its correlation id, which Fastify makes its id and
 * binds as it makes the request's logger (a portal call, the service call it makes and a retry
 * share it), and by `reqId`, its own number in this process.
 */
export function requestLogOptions(): Pick<
  FastifyServerOptions,
  'genReqId' | 'logController' | 'childLoggerFactory'
> {
  let requests = 0;
  return {
    genReqId: correlationIdOfRequest,
    logController: new LogController({ requestIdLogLabel: CORRELATION_ID_LOG_LABEL }),
    childLoggerFactory: (logger, bindings, options) => {
      requests += 1;
      return logger.child({ ...bindings, reqId: requests }, options);
    },
  };
}
