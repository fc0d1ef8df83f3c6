import { z } from 'zod';

/** One invalid field: `path` is dot-separated with array indexes, e.g. `calculationRequest.object.purchasePrice.amount`. */
export const FieldErrorSchema = z
  .object({
    path: z.string(),
    message: z.string(),
    /** What is wrong, for a client to say in its own language (`message` says it in English). */
    code: z.string().optional(),
    /** The figures the message names: amounts (names ending in `Amount`) in kroner. */
    values: z.record(z.string(), z.number()).optional(),
  })
  .meta({ id: 'FieldError' });
export type FieldError = z.infer<typeof FieldErrorSchema>;

/** RFC 9457 problem details, served as `application/problem+json`. */
export const ProblemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.int().min(400).max(599),
    detail: z.string().optional(),
    instance: z.string().optional(),
    /** Correlates the response with the server's log line. */
    correlationId: z.string().optional(),
    errors: z.array(FieldErrorSchema).optional(),
  })
  .meta({ id: 'Problem' });
export type Problem = z.infer<typeof ProblemSchema>;

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';
