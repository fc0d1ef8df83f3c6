import type { FastifyInstance } from 'fastify';
import { todayInNorway } from '../../../domain/calculation/today-in-norway';
import {
  CalculationResponseSchema,
  CampaignSearchResponseSchema,
  customerTypeOf,
  PORTAL_API,
  SalesPersonSchema,
} from '../../../domain/contract';
import { offerValidUntil } from '../../../domain/offer-validity';
import { HttpProblem, useZodSchemas } from '../../http';
import { onBehalfOf } from '../acting-on-behalf';
import { apiRoute } from '../api-route';
import type { CallService } from '../application-access';
import type { ServiceResponse } from '../partner-api-client';
import { sendServiceResponse } from '../relay';
import { signedInUser } from '../signed-in-user';
import type { Lender } from './lender';
import { DOCUMENT_MESSAGES } from './offer-document-messages';
import { renderOfferDocument, type OfferDocument } from './offer-document-pdf';

export interface OfferDocumentRouteOptions {
  /** The dealership's name, printed on the offer. */
  dealerName: string;
  /** The bank that gives the credit. */
  lender: Lender;
  /** `context.externalSystemCode` of the calculation, as on every one (acting-on-behalf.ts). */
  systemCode: string;
  callService: CallService;
}

/** The service's answer read with the contract's schema; anything else is the service's fault. */
function readAnswer<T>(response: ServiceResponse, schema: { parse: (value: unknown) => T }): T {
  try {
    return schema.parse(JSON.parse(response.body));
  } catch {
    throw new HttpProblem({
      status: 502,
      detail: 'The financing service answered in an unexpected shape.',
    });
  }
}

/**
 * `POST /api/offer-document`: the offer for the customer to take home, as a PDF in the
 * customer's language. The figures are the service's own calculation of the request, with its
 * plan; the campaign's text and end, and the salesperson, are the service's too.
 */
export async function offerDocumentRoute(
  instance: FastifyInstance,
  options: OfferDocumentRouteOptions,
) {
  const api = useZodSchemas(instance);
  api.route({
    ...apiRoute(PORTAL_API.offerDocument, { waitsOutside: true }),
    handler: async (request, reply) => {
      const user = signedInUser(request);
      const calculationRequest = onBehalfOf(
        user,
        request.body.calculationRequest,
        options.systemCode,
      );
      const calculated = await options.callService(request, {
        method: 'POST',
        path: '/calculation',
        body: { calculationRequest: { ...calculationRequest, includePaymentPlan: true } },
      });
      if (calculated.status !== 200) return sendServiceResponse(reply, calculated);
      const { calculation } = readAnswer(calculated, CalculationResponseSchema);

      let campaign: { name: string; documentText: string; finishDate: string } | undefined;
      if (calculation.campaignId !== undefined) {
        const found = await options.callService(request, {
          method: 'POST',
          path: '/campaign/search',
          body: { calculationRequest },
        });
        if (found.status !== 200) return sendServiceResponse(reply, found);
        const match = readAnswer(found, CampaignSearchResponseSchema).campaigns.find(
          (candidate) => candidate.campaignId === calculation.campaignId,
        );
        if (match !== undefined) {
          campaign = {
            name: match.descriptionExternal || match.description,
            documentText: match.documentText,
            finishDate: match.finishDate,
          };
        }
      }

      let salesperson: OfferDocument['salesperson'] = { name: user.name ?? user.username };
      if (calculationRequest.salespersonId !== undefined) {
        const answer = await options.callService(request, {
          method: 'GET',
          path: `/sales-person/${calculationRequest.salespersonId}`,
        });
        if (answer.status !== 200) return sendServiceResponse(reply, answer);
        const found = readAnswer(answer, SalesPersonSchema);
        salesperson = { name: found.salesPersonName, email: found.salesPersonEmail };
      }

      const offerDate = todayInNorway();
      const pdf = await renderOfferDocument({
        language: request.body.language,
        dealerName: options.dealerName,
        lender: options.lender,
        salesperson,
        customerName: request.body.customerName,
        customerType: customerTypeOf(calculationRequest),
        request: calculationRequest,
        calculation,
        ...(campaign === undefined
          ? {}
          : { campaign: { name: campaign.name, documentText: campaign.documentText } }),
        offerDate,
        validUntil: offerValidUntil(offerDate, campaign?.finishDate),
      });
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="${DOCUMENT_MESSAGES[request.body.language].fileName}-${offerDate}.pdf"`,
        )
        .send(pdf);
    },
  });
}
