import { z } from 'zod';
import { text } from './common';
import { ReasonCodeSchema, ReasonParamsSchema } from './reasons';

/** How the bank will likely decide: approve, look closer, or refuse. */
export const ASSESSMENT_OUTCOMES = ['likely', 'refer', 'unlikely'] as const;
export type AssessmentOutcome = (typeof ASSESSMENT_OUTCOMES)[number];

export const AssessmentFindingSchema = z
  .object({
    code: ReasonCodeSchema,
    params: ReasonParamsSchema,
    /** The request's field it concerns, as the calculation's field errors name them. */
    path: text(200).optional(),
    /** The finding in English, for a client that does not know the code. */
    reason: text(500),
  })
  .meta({ id: 'AssessmentFinding' });
export type AssessmentFinding = z.infer<typeof AssessmentFindingSchema>;

/**
 * `POST /application/assessment` answers it for an offer as it would be sent (the body of
 * `POST /calculation`); nothing is stored.
 */
export const AssessmentSchema = z
  .object({
    outcome: z.enum(ASSESSMENT_OUTCOMES),
    findings: z.array(AssessmentFindingSchema),
  })
  .meta({ id: 'Assessment' });
export type Assessment = z.infer<typeof AssessmentSchema>;
