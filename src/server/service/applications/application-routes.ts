import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AcceptedCreateApplicationBodySchema,
  APPLICATION_NOT_FOUND,
  ApplicationListQuerySchema,
  ApplicationListSchema,
  ApplicationSchema,
  ApplicationStatusChangeSchema,
  CancelApplicationBodySchema,
  CreateApplicationHeadersSchema,
  DocumentStatusChangeSchema,
  IDEMPOTENCY_KEY_HEADER,
} from '../../../domain/contract';
import { problemResponses } from '../openapi/problem-responses';
import {
  ApplicationPathSchema,
  DocumentPathSchema,
  existingIdentifierOf,
  recordIdentifierOf,
  recordOf,
} from '../requests/path-identifiers';
import { created } from '../requests/created';
import type { ServiceContext } from '../service-context';
import { decodeCursor, encodeCursor } from './application-cursor';
import { listApplicationSummaries, readApplication } from './application-repository';
import { createApplication } from './create-application';
import { documentFileRoutes } from './document-file-routes';
import { cancelApplication, changeApplicationStatus, changeDocumentStatus } from './status-changes';

/**
 * Status changes through the API are the bank's: the portal never calls them, and its server
 * would have to pass the salesperson on if it did.
 */
const BANK = { type: 'bank' } as const;

/** What a status change answers: the application as it now is, or why it did not move. */
const STATUS_CHANGED = {
  200: ApplicationSchema,
  ...problemResponses(400, 401, 404, 409, 413, 415),
};

/** The application id a path names; one no application can have is 404 at once. */
const applicationIdOf = (params: { id: string }): number =>
  existingIdentifierOf(params.id, APPLICATION_NOT_FOUND);

/** Sent with the replayed response of an idempotent retry (as Stripe and the IETF draft do). */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';

export const applicationRoutes: FastifyPluginAsyncZod<ServiceContext> = async (
  app,
  { database, now },
) => {
  await app.register(documentFileRoutes, { database, now });

  app.get('/application', {
    schema: {
      tags: ['Applications'],
      operationId: 'listApplications',
      summary: 'Applications, newest first',
      description:
        "Filter by salesperson, status, part of the customer's name or the registration " +
        'number, and the days created (Norwegian time), together; page with `limit` and the ' +
        '`nextCursor` of the previous page (opaque; null on the last page), sending the same ' +
        'filters.',
      querystring: ApplicationListQuerySchema,
      response: { 200: ApplicationListSchema, ...problemResponses(400, 401) },
    },
    handler: async (request) => {
      const { cursor, ...filter } = request.query;
      const page = await listApplicationSummaries(
        database,
        filter,
        cursor === undefined ? undefined : decodeCursor(cursor),
      );
      const last = page.applications.at(-1);
      return {
        applications: page.applications,
        nextCursor:
          page.hasMore && last !== undefined
            ? encodeCursor({ createdAt: last.createdAt, applicationId: last.applicationId })
            : null,
      };
    },
  });

  app.post('/application', {
    schema: {
      tags: ['Applications'],
      operationId: 'createApplication',
      summary: 'Create an application',
      description:
        'The service recalculates the offer with its own engine and rates; it never stores ' +
        'figures a client sent. The required documents follow from the customer type and the ' +
        'object. Send an `Idempotency-Key` to make retries safe.',
      headers: CreateApplicationHeadersSchema,
      body: AcceptedCreateApplicationBodySchema,
      response: {
        201: ApplicationSchema,
        ...problemResponses(400, 401, 409, 413, 415, 422),
      },
    },
    handler: async (request, reply) => {
      const idempotencyKey = request.headers[IDEMPOTENCY_KEY_HEADER];
      const { application, replayed } = await createApplication(database, {
        body: request.body,
        clientId: request.partnerClient?.id ?? 'anonymous',
        ...(idempotencyKey === undefined ? {} : { idempotencyKey }),
        now: now(),
      });
      if (replayed) reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
      return created(request, reply, application.applicationId, application);
    },
  });

  app.get('/application/:id', {
    schema: {
      tags: ['Applications'],
      operationId: 'getApplication',
      summary: 'One application',
      params: ApplicationPathSchema,
      response: { 200: ApplicationSchema, ...problemResponses(401, 404) },
    },
    handler: (request) =>
      recordOf(request.params.id, (id) => readApplication(database, id), APPLICATION_NOT_FOUND),
  });

  app.put('/application/:id/status', {
    schema: {
      tags: ['Applications'],
      operationId: 'changeApplicationStatus',
      summary: "Change an application's status",
      description:
        'Received → UnderReview → Approved | Rejected; Approved → ContractSent → Signed → ' +
        'PaidOut; Received, UnderReview, Approved, ContractSent and Signed → Cancelled. Any ' +
        'other move ' +
        'is 409 and changes nothing.',
      params: ApplicationPathSchema,
      body: ApplicationStatusChangeSchema,
      response: STATUS_CHANGED,
    },
    handler: (request) =>
      changeApplicationStatus(database, applicationIdOf(request.params), request.body, now(), BANK),
  });

  app.post('/application/:id/cancel', {
    schema: {
      tags: ['Applications'],
      operationId: 'cancelApplication',
      summary: 'Cancel an application, as the dealer',
      description:
        "The dealer's action at any time before payout (Received, UnderReview, Approved, " +
        'ContractSent or Signed → Cancelled), with why as a code; the history names the ' +
        "application's salesperson. Once paid out, rejected or cancelled: 409, nothing changes.",
      params: ApplicationPathSchema,
      body: CancelApplicationBodySchema,
      response: STATUS_CHANGED,
    },
    handler: (request) =>
      cancelApplication(database, applicationIdOf(request.params), request.body.reasonCode, now()),
  });

  app.put('/application/:id/documents/:documentId/status', {
    schema: {
      tags: ['Applications'],
      operationId: 'changeDocumentStatus',
      summary: "Change the status of an application's document",
      description:
        'Missing → Received → Approved | Rejected; Rejected → Received. Any other move, or any ' +
        'move once the application is Rejected, PaidOut or Cancelled, is 409 and changes nothing.',
      params: DocumentPathSchema,
      body: DocumentStatusChangeSchema,
      response: STATUS_CHANGED,
    },
    handler: (request) =>
      changeDocumentStatus(
        database,
        applicationIdOf(request.params),
        recordIdentifierOf(request.params.documentId) ?? 0,
        request.body,
        now(),
        BANK,
      ),
  });
};
