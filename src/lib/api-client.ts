import type { z } from 'zod';
import { CSRF_HEADER, ProblemSchema } from '../domain/contract';
import { PATHS } from '../domain/topology';
import { currentAccessToken } from './access-token';
import { ApiProblemError, NetworkError, UnexpectedResponseError } from './api-errors';

/**
 * The portal's one way to its server: every call goes to same-origin `/api`, carries the user's
 * token and the CSRF header, turns problem details into typed errors and parses the response with
 * the contract's schema, so a component never sees an unchecked shape.
 */

export interface ApiRequest<Schema extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The contract schema the response body must satisfy. */
  response: Schema;
}

export async function apiRequest<Schema extends z.ZodType>(
  path: `/${string}`,
  { method = 'GET', body, headers = {}, signal, response: schema }: ApiRequest<Schema>,
): Promise<z.infer<Schema>> {
  const token = await currentAccessToken();
  const init: RequestInit = {
    method,
    headers: {
      Accept: 'application/json',
      [CSRF_HEADER.name]: CSRF_HEADER.value,
      ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    credentials: 'same-origin',
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    ...(signal === undefined ? {} : { signal }),
  };

  let answer: Response;
  try {
    answer = await fetch(`${PATHS.portalApi}${path}`, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }

  const payload = await readJson(answer);
  if (!answer.ok) throw toProblemError(answer, payload);

  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    throw new UnexpectedResponseError(
      answer.status,
      `The server's answer to ${method} ${path} was not in the expected shape.`,
    );
  }
  return parsed.data;
}

async function readJson(answer: Response): Promise<unknown> {
  const type = answer.headers.get('content-type') ?? '';
  if (!type.includes('json')) return undefined;
  try {
    return await answer.json();
  } catch {
    return undefined;
  }
}

function toProblemError(answer: Response, payload: unknown): ApiProblemError {
  const problem = ProblemSchema.safeParse(payload);
  if (problem.success) return new ApiProblemError(problem.data);
  return new ApiProblemError({
    type: 'about:blank',
    title: answer.statusText || `HTTP ${answer.status}`,
    status: answer.status,
    detail: `The server answered ${answer.status} ${answer.statusText}.`.replace(' .', '.'),
  });
}
