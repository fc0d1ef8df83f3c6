import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type {
  ConnectionError,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { config, locales } from 'zod';
import type { FieldError, Problem } from '../../domain/contract';
import { REQUEST_ID_HEADER } from './correlation-id';
import { HttpProblem, PROBLEM_CONTENT_TYPE, PROBLEM_TYPE_BLANK, titleOf } from './problem-details';

// An API client reads each field error's message: for a check the contract does not word itself,
// zod's English. Said here rather than left to classic zod's first schema, as zod/mini has none.
config(locales.en());

/**
 * Details for the client errors fastify raises itself. Fixed texts: a fastify message may quote
 * request input (a content type, a length) and a problem must not echo it.
 */
const FRAMEWORK_DETAILS: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is larger than the limit of 1 MB',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'The request body must be JSON (Content-Type: application/json)',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON document',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_BAD_STATUS_CODE: 'The request could not be processed',
  FST_ERR_BAD_URL: 'The path is not a valid URL: a % must begin the escape of a UTF-8 character',
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the path is longer than 100 characters',
};

export function sendProblem(
  reply: FastifyReply,
  problem: Problem,
  headers: Record<string, string> = {},
): FastifyReply {
  return reply.code(problem.status).headers(headers).type(PROBLEM_CONTENT_TYPE).send(problem);
}

/** Turns any error into RFC 9457 problem details; a 500 reveals nothing but the correlation id. */
export function problemErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const correlationId = request.id;

  if (error instanceof HttpProblem) {
    // A refusal that says when to come back (a full disk, a busy service) is a state already
    // logged once where it began, not a fault: one line without a stack each.
    if (error.status >= 500 && error.headers['retry-after'] !== undefined) {
      request.log.warn({ status: error.status, detail: error.detail }, 'request refused for now');
    } else if (error.status >= 500) {
      request.log.error({ err: error }, 'request failed');
    }
    return sendProblem(reply, error.toProblem(correlationId), error.headers);
  }

  if (hasZodFastifySchemaValidationErrors(error)) {
    // Paths are relative to the part that failed: body fields, path parameter or query names.
    const part = (error as { validationContext?: string }).validationContext ?? 'body';
    const errors: FieldError[] = error.validation.map((issue) => ({
      path: issue.instancePath.split('/').filter(Boolean).join('.'),
      message: issue.message ?? 'Is invalid',
    }));
    return sendProblem(reply, {
      type: PROBLEM_TYPE_BLANK,
      title: titleOf(400),
      status: 400,
      detail: validationDetail(part),
      correlationId,
      errors,
    });
  }

  // Fastify's own client errors (body parsing, limits) carry a 4xx status.
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    request.log.info({ code: error.code, status }, 'request refused');
    return sendProblem(reply, {
      type: PROBLEM_TYPE_BLANK,
      title: titleOf(status),
      status,
      detail: FRAMEWORK_DETAILS[error.code] ?? 'The request could not be processed',
      correlationId,
    });
  }

  request.log.error({ err: error }, 'request failed');
  return sendProblem(reply, {
    type: PROBLEM_TYPE_BLANK,
    title: titleOf(500),
    status: 500,
    detail: `Something went wrong on our side. Quote the correlation id ${correlationId} when you report it.`,
    correlationId,
  });
}

function validationDetail(part: string): string {
  switch (part) {
    case 'params':
      return 'The path has invalid parameters';
    case 'querystring':
      return 'The query has invalid parameters';
    case 'headers':
      return 'The request has invalid headers';
    default:
      return 'The request body has invalid fields';
  }
}

/** 404 as problem details, for every path under the instance's prefix that has no route. */
export function problemNotFoundHandler(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendProblem(reply, {
    type: PROBLEM_TYPE_BLANK,
    title: titleOf(404),
    status: 404,
    detail: 'There is nothing at this path',
    correlationId: request.id,
  });
}

/** Installs the problem details error and not-found handlers on an (encapsulated) instance. */
export function useProblemDetails(instance: FastifyInstance): void {
  instance.setErrorHandler(problemErrorHandler);
  instance.setNotFoundHandler(problemNotFoundHandler);
}

/**
 * Fastify's `frameworkErrors`: the errors it raises before any part sees the request (a path
 * that is not a valid URL, a path parameter over the length limit), as problem details.
 */
export function problemFrameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  // No part's hooks run for these: the correlation id is echoed here.
  reply.header(REQUEST_ID_HEADER, request.id);
  void problemErrorHandler(error, request, reply);
}

/** What Node's HTTP parser refuses before there is a request, by its error code. */
const CONNECTION_PROBLEMS: Record<string, { status: number; detail: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    detail: 'The request did not arrive in time; the connection is closed',
  },
  HPE_HEADER_OVERFLOW: { status: 431, detail: 'The request headers are too large' },
};
const MALFORMED_REQUEST = { status: 400, detail: 'The request is not well-formed HTTP' };

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refuses (a malformed request line
 * or header, a bad Content-Length) or cuts (headers or body not arrived within the server's
 * timeouts) is answered with problem details, written on the socket as Node itself would, and
 * the connection is closed.
 */
export function problemClientErrorHandler(
  this: FastifyInstance,
  error: ConnectionError,
  socket: Socket,
): void {
  // The client is gone: there is no one to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, detail } = CONNECTION_PROBLEMS[error.code] ?? MALFORMED_REQUEST;
  const correlationId = randomUUID();
  this.log.info({ code: error.code, status, correlationId }, 'request refused');
  // As Node's own handler: nothing is written over an answer that has begun.
  const answering = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
  if (socket.writable && answering?.headersSent !== true) {
    const title = titleOf(status);
    const body = JSON.stringify({ type: PROBLEM_TYPE_BLANK, title, status, detail, correlationId });
    socket.write(
      [
        `HTTP/1.1 ${status} ${title}`,
        `Content-Type: ${PROBLEM_CONTENT_TYPE}; charset=utf-8`,
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Cache-Control: no-store',
        'X-Content-Type-Options: nosniff',
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  }
  socket.destroy(error);
}
