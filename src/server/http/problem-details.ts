import { PROBLEM_CONTENT_TYPE, type FieldError, type Problem } from '../../domain/contract';

/** Titles of the statuses the servers answer with (RFC 9110 reason phrases). */
const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Content Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export const titleOf = (status: number): string =>
  TITLES[status] ?? (status < 500 ? 'Client Error' : 'Server Error');

/** `about:blank` says the title is the status's own meaning (RFC 9457 section 4.2.1). */
export const PROBLEM_TYPE_BLANK = 'about:blank';

export interface HttpProblemInit {
  status: number;
  detail?: string;
  title?: string;
  type?: string;
  errors?: FieldError[];
  /** Response headers that belong to the problem, e.g. `WWW-Authenticate` on a 401. */
  headers?: Record<string, string>;
}

/**
 * An expected failure that becomes a problem details response. Thrown from handlers and hooks;
 * the error handler turns it into `application/problem+json`.
 */
export class HttpProblem extends Error {
  readonly status: number;
  /** The status under the name Fastify and its plugins read, so a part without our handler keeps it. */
  readonly statusCode: number;
  readonly title: string;
  readonly type: string;
  readonly detail: string | undefined;
  readonly errors: FieldError[] | undefined;
  readonly headers: Record<string, string>;

  constructor(init: HttpProblemInit) {
    super(init.detail ?? titleOf(init.status));
    this.name = 'HttpProblem';
    this.status = init.status;
    this.statusCode = init.status;
    this.title = init.title ?? titleOf(init.status);
    this.type = init.type ?? PROBLEM_TYPE_BLANK;
    this.detail = init.detail;
    this.errors = init.errors;
    this.headers = init.headers ?? {};
  }

  toProblem(correlationId: string): Problem {
    return {
      type: this.type,
      title: this.title,
      status: this.status,
      ...(this.detail === undefined ? {} : { detail: this.detail }),
      correlationId,
      ...(this.errors === undefined ? {} : { errors: this.errors }),
    };
  }
}

export const badRequest = (detail: string, errors?: FieldError[]) =>
  new HttpProblem({ status: 400, detail, ...(errors === undefined ? {} : { errors }) });

export const notFound = (detail: string) => new HttpProblem({ status: 404, detail });

export const conflict = (detail: string, errors?: FieldError[]) =>
  new HttpProblem({ status: 409, detail, ...(errors === undefined ? {} : { errors }) });

export const unprocessable = (detail: string, errors?: FieldError[]) =>
  new HttpProblem({ status: 422, detail, ...(errors === undefined ? {} : { errors }) });

export { PROBLEM_CONTENT_TYPE };

/** Dot-separated path of a field, array indexes included: `a.b.0.c`; the whole body is ''. */
export function fieldPath(segments: readonly PropertyKey[]): string {
  return segments.map((segment) => String(segment)).join('.');
}
