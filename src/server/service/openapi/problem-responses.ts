import { ProblemSchema } from '../../../domain/contract';

/**
 * Response schemas for the error statuses a route documents. Problems are serialised through the
 * contract's ProblemSchema like any other response; the OpenAPI document lists them as
 * `application/problem+json`.
 */
export function problemResponses<const Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof ProblemSchema> {
  return Object.fromEntries(statuses.map((status) => [status, ProblemSchema])) as Record<
    Status,
    typeof ProblemSchema
  >;
}
