import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  APPLICATION_NOT_FOUND,
  ApplicationSchema,
  CONTRACT_NOT_PREPARED,
  ConfirmDeliveryBodySchema,
  ContractSchema,
  SendContractBodySchema,
} from '../../../domain/contract';
import { notFound } from '../../http';
import { findApplication } from '../applications/application-repository';
import { problemResponses } from '../openapi/problem-responses';
import { ApplicationPathSchema, existingIdentifierOf } from '../requests/path-identifiers';
import type { ServiceContext } from '../service-context';
import { readContract, sendContract } from './contract-signing';
import { renderContractDocument } from './contract-pdf';
import { confirmDelivery } from './delivery';

const applicationIdOf = (params: { id: string }): number =>
  existingIdentifierOf(params.id, APPLICATION_NOT_FOUND);

/**
 * The deal after approval (docs/events.md, The deal after approval): the contract, its signing
 * and the delivery that asks for payout. The dealer acts as the application's salesperson; the
 * payout is the bank's.
 */
export const dealRoutes: FastifyPluginAsyncZod<ServiceContext> = async (app, { database, now }) => {
  // The links the service gives are under its own prefix (`/partner-api` when embedded).
  const links = { prefix: app.prefix };

  app.get('/application/:id/contract', {
    schema: {
      tags: ['Applications'],
      operationId: 'getContract',
      summary: "An approved application's contract, its signers and their links",
      description:
        'Prepared when the bank approves; `documentUrl` is its PDF. Once sent, each signer who ' +
        'has not signed has a `signingUrl` of their own: the embedded bank has no mail to send ' +
        'it with, so it gives it here (a signing provider would send it to the signer). 404 ' +
        'before approval.',
      params: ApplicationPathSchema,
      response: { 200: ContractSchema, ...problemResponses(401, 404) },
    },
    handler: (request) => readContract(database, applicationIdOf(request.params), links),
  });

  app.get('/application/:id/contract/document', {
    schema: {
      tags: ['Applications'],
      operationId: 'downloadContractDocument',
      summary: "An approved application's contract as a PDF",
      description:
        'In bokmål with English beneath; the signatures as they stand. 404 before approval.',
      params: ApplicationPathSchema,
      response: problemResponses(401, 404),
    },
    handler: async (request, reply) => {
      const applicationId = applicationIdOf(request.params);
      const application = await findApplication(database, applicationId);
      if (application === undefined) throw notFound(APPLICATION_NOT_FOUND);
      if (application.contract === undefined) throw notFound(CONTRACT_NOT_PREPARED);
      const pdf = await renderContractDocument(application, application.contract);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="contract-${applicationId}.pdf"`)
        .header('x-content-type-options', 'nosniff')
        .send(pdf as never);
    },
  });

  app.post('/application/:id/contract/send', {
    schema: {
      tags: ['Applications'],
      operationId: 'sendContract',
      summary: 'Send the contract for signing, as the dealer',
      description:
        'Approved → ContractSent, with a signing link for each signer (`GET …/contract`): ' +
        '`remote`, the signers sign where they are; `in-store`, at the dealer. When every ' +
        'signer has signed, the application is Signed. In any other status 409, nothing changes.',
      params: ApplicationPathSchema,
      body: SendContractBodySchema,
      response: { 200: ApplicationSchema, ...problemResponses(400, 401, 404, 409, 413, 415) },
    },
    handler: (request) =>
      sendContract(database, applicationIdOf(request.params), request.body.signingMethod, now()),
  });

  app.post('/application/:id/delivery', {
    schema: {
      tags: ['Applications'],
      operationId: 'confirmDelivery',
      summary: 'Confirm the object delivered, which asks the bank to pay out',
      description:
        'Once Signed, and once. The registration and chassis numbers must be those of the ' +
        "application's object, when it names them (compared without case or spaces); " +
        '`deliveredAt` not in the future, nor before the (Norwegian) day the application was ' +
        'sent: else 422 naming the field, with a `code`, nothing stored. The bank then pays out ' +
        '(PaidOut, `payout`). Before Signed, or a second time, 409.',
      params: ApplicationPathSchema,
      body: ConfirmDeliveryBodySchema,
      response: { 200: ApplicationSchema, ...problemResponses(400, 401, 404, 409, 413, 415, 422) },
    },
    handler: (request) =>
      confirmDelivery(database, applicationIdOf(request.params), request.body, now()),
  });
};
