import { z } from 'zod/mini';
import { AcceptedCalculationRequestSchema } from './accepted-calculation-request';
import { ApplicantFinancesSchema } from './applicant';
import { CalculationRequestSchema } from './calculation-request';
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
    path: z.optional(text(200)),
    /** The finding in English, for a client that does not know the code. */
    reason: text(500),
  })
  .register(z.globalRegistry, { id: 'AssessmentFinding' });
export type AssessmentFinding = z.infer<typeof AssessmentFindingSchema>;

/**
 * Body of `POST /application/assessment`: the offer as it would be sent (the body of
 * `POST /calculation`) and, when known, the applicant's finances.
 */
export const AcceptedAssessmentRequestBodySchema = z
  .object({
    calculationRequest: AcceptedCalculationRequestSchema,
    applicant: z.optional(ApplicantFinancesSchema),
  })
  .register(z.globalRegistry, { id: 'AssessmentRequest' });
export type AcceptedAssessmentRequestBody = z.infer<typeof AcceptedAssessmentRequestBodySchema>;

/** What the portal sends (see AcceptedCalculationRequestSchema for what the service accepts). */
export const AssessmentRequestBodySchema = z.object({
  calculationRequest: CalculationRequestSchema,
  applicant: z.optional(ApplicantFinancesSchema),
});
export type AssessmentRequestBody = z.infer<typeof AssessmentRequestBodySchema>;

/**
 * `POST /application/assessment` answers it for an offer as it would be sent (the body of
 * `POST /calculation`); nothing is stored.
 */
export const AssessmentSchema = z
  .object({
    outcome: z.enum(ASSESSMENT_OUTCOMES),
    findings: z.array(AssessmentFindingSchema),
  })
  .register(z.globalRegistry, { id: 'Assessment' });
export type Assessment = z.infer<typeof AssessmentSchema>;
