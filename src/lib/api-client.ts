import { z } from 'zod/mini';
import { CSRF_HEADER, ProblemSchema, routePath, type PortalApiRoute } from '../domain/contract';
import { PATHS } from '../domain/topology';
import { currentAccessToken } from './access-token';
import { ApiProblemError, NetworkError, UnexpectedResponseError } from './api-errors';
import { issueMessage } from './i18n';

// zod/mini has no words of its own ("Invalid input"): an issue no schema words is said by its code
// and limits, in the language of the moment. Set here, beside the contract that every screen
// checking with a schema loads, so that zod stays out of the portal's first chunk.
z.config({ localeError: issueMessage });

/**
 * The portal's one way to its server: every call goes to same-origin `/api`, carries the user's
 * token and the CSRF header, turns problem details into typed errors and parses the response with
 * the contract's schema, so a component never sees an unchecked shape.
 */

export interface ApiRequest<Schema extends z.ZodMiniType> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON; a Blob (a file) as its bytes. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The contract schema the response body must satisfy. */
  response: Schema;
}

export async function apiRequest<Schema extends z.ZodMiniType>(
  path: `/${string}`,
  { response: schema, ...request }: ApiRequest<Schema>,
): Promise<z.infer<Schema>> {
  const answer = await send(path, request, 'application/json');
  const payload = await readJson(answer);
  if (!answer.ok) throw toProblemError(answer, payload);

  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    throw new UnexpectedResponseError(
      answer.status,
      `The server's answer to ${request.method ?? 'GET'} ${path} was not in the expected shape.`,
    );
  }
  return parsed.data;
}

/** A file the server made, and the name it gave it (`Content-Disposition`). */
export interface ApiFile {
  content: Blob;
  name: string | undefined;
}

/** A file the server makes (`accept`: its media type), with the same checks as `apiRequest`. */
export async function apiFile(
  path: `/${string}`,
  { accept, ...request }: Omit<ApiRequest<z.ZodMiniType>, 'response'> & { accept: string },
): Promise<ApiFile> {
  const answer = await send(path, request, `${accept}, application/problem+json`);
  if (!answer.ok) throw toProblemError(answer, await readJson(answer));
  if (!(answer.headers.get('content-type') ?? '').startsWith(accept)) {
    throw new UnexpectedResponseError(
      answer.status,
      `The server's answer to ${request.method ?? 'GET'} ${path} was not ${accept}.`,
    );
  }
  const disposition = answer.headers.get('content-disposition') ?? '';
  return { content: await answer.blob(), name: /filename="([^"]+)"/.exec(disposition)?.[1] };
}

/**
 * What a call of an `/api` route names, typed by its entry in `PORTAL_API`: its path parameters,
 * its query (empty values left out), its body (a file as a Blob).
 */
export type ApiCall<Route extends PortalApiRoute> = (Route extends {
  params: infer Params extends z.ZodMiniType;
}
  ? { params: z.output<Params> }
  : unknown) &
  (Route extends { query: infer Query extends z.ZodMiniType }
    ? { query?: Partial<z.output<Query>> }
    : unknown) &
  (Route extends { body: 'file' }
    ? { body: Blob }
    : Route extends { body: infer Body extends z.ZodMiniType }
      ? { body: z.input<Body> }
      : unknown) & { headers?: Record<string, string>; signal?: AbortSignal };

/** What the route answers: its JSON, parsed by its schema, or nothing. */
export type ApiAnswer<Route extends PortalApiRoute> = Route extends {
  response: infer Answer extends z.ZodMiniType;
}
  ? z.output<Answer>
  : undefined;

interface AnyCall {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

const requestOf = (route: PortalApiRoute, call: AnyCall) => ({
  method: route.method,
  ...(call.body === undefined ? {} : { body: call.body }),
  ...(call.headers === undefined ? {} : { headers: call.headers }),
  ...(call.signal === undefined ? {} : { signal: call.signal }),
});

/** Calls an `/api` route of `PORTAL_API` with its types, and parses its answer with its schema. */
export function callApi<Route extends PortalApiRoute & { response: z.ZodMiniType | 'none' }>(
  route: Route,
  call: ApiCall<Route>,
): Promise<ApiAnswer<Route>> {
  const anyCall = call as AnyCall;
  return apiRequest(routePath(route, anyCall), {
    ...requestOf(route, anyCall),
    response: route.response === 'none' ? z.undefined() : route.response,
  }) as Promise<ApiAnswer<Route>>;
}

/** Fetches the file an `/api` route makes (`accept`: its media type). */
export function fetchApiFile<Route extends PortalApiRoute & { response: 'file' }>(
  route: Route,
  call: ApiCall<Route> & { accept: string },
): Promise<ApiFile> {
  const anyCall = call as AnyCall;
  return apiFile(routePath(route, anyCall), { ...requestOf(route, anyCall), accept: call.accept });
}

async function send(
  path: `/${string}`,
  { method = 'GET', body, headers = {}, signal }: Omit<ApiRequest<z.ZodMiniType>, 'response'>,
  accept: string,
): Promise<Response> {
  const token = await currentAccessToken();
  // A file goes as its bytes; the server judges what they are.
  const payload =
    body instanceof Blob
      ? { type: 'application/octet-stream', data: body }
      : body === undefined
        ? undefined
        : { type: 'application/json', data: JSON.stringify(body) };
  const init: RequestInit = {
    method,
    headers: {
      Accept: accept,
      [CSRF_HEADER.name]: CSRF_HEADER.value,
      ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }),
      ...(payload === undefined ? {} : { 'Content-Type': payload.type }),
      ...headers,
    },
    credentials: 'same-origin',
    ...(payload === undefined ? {} : { body: payload.data }),
    ...(signal === undefined ? {} : { signal }),
  };
  try {
    return await fetch(`${PATHS.portalApi}${path}`, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }
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
