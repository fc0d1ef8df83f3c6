import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AcceptedAssessmentRequestBodySchema, AssessmentSchema } from '../../../domain/contract';
import { assessmentOf } from '../../../domain/credit-rules';
import { problemResponses } from '../openapi/problem-responses';
import type { ServiceContext } from '../service-context';
import { assessOffer } from './credit-assessment';

export const assessmentRoutes: FastifyPluginAsyncZod<ServiceContext> = async (
  app,
  { database, now },
) => {
  app.post('/application/assessment', {
    schema: {
      tags: ['Applications'],
      operationId: 'assessApplication',
      summary: 'How the bank would likely decide an offer, before it is sent',
      description:
        'The bank’s credit rules applied to an offer as it would be sent: `likely`, `refer` ' +
        '(the bank looks closer) or `unlikely`, with a finding for each rule the offer breaks: ' +
        'a `code` with its figures (`params`), the request field it concerns (`path`) and an ' +
        'English `reason`. Nothing is stored. An offer that does not calculate is refused as ' +
        "`POST /calculation` refuses it. With the `applicant`'s finances (the whole applicant " +
        "may be sent) the household's debt-servicing capacity is judged too. The credit check " +
        'itself comes with the application.',
      body: AcceptedAssessmentRequestBodySchema,
      response: {
        200: AssessmentSchema,
        ...problemResponses(400, 401, 413, 415, 422),
      },
    },
    handler: async (request) => assessmentOf(await assessOffer(database, request.body, now())),
  });
};
