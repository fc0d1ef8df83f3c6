import { z } from 'zod/mini';

/** One invalid field: `path` is dot-separated with array indexes, e.g. `calculationRequest.object.purchasePrice.amount`. */
export const FieldErrorSchema = z
  .object({
    path: z.string(),
    message: z.string(),
    /** What is wrong, for a client to say in its own language (`message` says it in English). */
    code: z.optional(z.string()),
    /** The figures the message names: amounts (names ending in `Amount`) in kroner. */
    values: z.optional(z.record(z.string(), z.number())),
  })
  .register(z.globalRegistry, { id: 'FieldError' });
export type FieldError = z.infer<typeof FieldErrorSchema>;

/** RFC 9457 problem details, served as `application/problem+json`. */
export const ProblemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.int().check(z.minimum(400), z.maximum(599)),
    detail: z.optional(z.string()),
    instance: z.optional(z.string()),
    /** Correlates the response with the server's log line. */
    correlationId: z.optional(z.string()),
    errors: z.optional(z.array(FieldErrorSchema)),
  })
  .register(z.globalRegistry, { id: 'Problem' });
export type Problem = z.infer<typeof ProblemSchema>;

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';
