import type { FieldError, Problem } from '../domain/contract';
import { sayMessage, t } from './i18n';

/** The server answered with problem details (RFC 9457): a 4xx or 5xx the user can be told about. */
export class ApiProblemError extends Error {
  readonly status: number;
  readonly title: string;
  readonly detail: string | undefined;
  /** Invalid fields, by dot-separated path, e.g. `calculationRequest.object.purchasePrice.amount`. */
  readonly fieldErrors: FieldError[];
  readonly correlationId: string | undefined;

  constructor(problem: Problem) {
    super(problem.detail ?? problem.title);
    this.name = 'ApiProblemError';
    this.status = problem.status;
    this.title = problem.title;
    this.detail = problem.detail;
    this.fieldErrors = problem.errors ?? [];
    this.correlationId = problem.correlationId;
  }
}

/** The request never got an answer: offline, server down, or aborted by a timeout. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('The server could not be reached.', { cause });
    this.name = 'NetworkError';
  }
}

/** The server answered, but not in the shape the contract promises. */
export class UnexpectedResponseError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'UnexpectedResponseError';
  }
}

/**
 * The portal's own words for what a user cannot put right by changing their input: a fault on a
 * server (with the correlation id, for support), a service out of reach, something not found or
 * not theirs, too many attempts; and for values refused field by field. A server's text for these
 * is for its logs, not for the user.
 */
function portalWordsFor(problem: ApiProblemError): string | undefined {
  if (problem.status === 502 || problem.status === 503 || problem.status === 504) {
    return t('common.error.unavailable');
  }
  if (problem.status >= 500) {
    return problem.correlationId === undefined
      ? t('common.error.serverNoReference')
      : t('common.error.server', { reference: problem.correlationId });
  }
  if (problem.status === 404) return t('common.error.notFound');
  if (problem.status === 403) return t('common.error.forbidden');
  if (problem.status === 429) return t('common.error.tooMany');
  // The fields are named one by one where the error is shown; the server's summary of them is
  // English whatever the user reads.
  if (problem.fieldErrors.length > 0) return t('common.error.valuesRefused');
  return undefined;
}

/**
 * A sentence for the user, whatever went wrong, in the chosen language where the portal words it;
 * what the user can put right (a refused value, a conflict) as the server wrote it.
 */
export function describeError(error: unknown): string {
  if (error instanceof ApiProblemError) return portalWordsFor(error) ?? error.detail ?? error.title;
  if (error instanceof NetworkError) return t('common.error.network');
  if (error instanceof Error) return sayMessage(error.message);
  return t('common.error.unknown');
}
