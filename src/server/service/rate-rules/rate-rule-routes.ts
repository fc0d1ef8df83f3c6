import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http';
import { CAMPAIGN_ADMIN } from '../auth/authenticator';
import { problemResponses } from '../openapi/problem-responses';
import { pathIdentifier, recordIdentifierOf } from '../requests/path-identifiers';
import type { ServiceContext } from '../service-context';
import {
  createManagedOffer,
  endManagedOffer,
  listManagedOffers,
  replaceManagedOffer,
  type Change,
  type ManagedOfferTable,
  type OfferDefinition,
} from './managed-offer-repository';

/** One kind of managed offer, as the API names and describes it. */
export interface ManagedOfferApi<Definition extends OfferDefinition, Offer, Row> {
  /** `/campaign`: the collection's path. */
  path: string;
  /** `campaignId`: the id's name in paths. */
  idName: string;
  /** `campaign`, for descriptions and messages. */
  noun: string;
  /** `Campaign`, for operation ids. */
  operationNoun: string;
  tag: string;
  /** The list's property: `campaigns`. */
  listKey: string;
  definitionSchema: z.ZodType<Definition>;
  offerSchema: z.ZodType;
  listSchema: z.ZodType;
  table: ManagedOfferTable<Definition, Offer, Row>;
}

const MANAGEMENT = `Needs a credential with the \`${CAMPAIGN_ADMIN}\` role (a separate API key, or the scope or realm role of that name): never the portal's.`;

/**
 * List, create, read, change and end one kind of offer, for the bank's campaign administrators
 * only. Every change is kept with who made it, shows in searches at once (on every instance),
 * and is written in the same transaction.
 */
export function offerManagementRoutes<Definition extends OfferDefinition, Offer, Row>(
  api: ManagedOfferApi<Definition, Offer, Row>,
): FastifyPluginAsyncZod<ServiceContext> {
  return async (app, { database, now }) => {
    const config = { partnerRole: CAMPAIGN_ADMIN };
    const params = z.object({ [api.idName]: pathIdentifier(api.noun) });
    const idOf = (requestParams: Record<string, string>): number => {
      const id = recordIdentifierOf(requestParams[api.idName] ?? '');
      if (id === undefined) throw notFound(`There is no ${api.noun} with this id`);
      return id;
    };
    const changeBy = (request: { partnerClient: { id: string } | null }): Change => ({
      by: request.partnerClient?.id ?? 'unknown',
      at: now(),
    });
    const existing = <T>(offer: T | undefined): T => {
      if (offer === undefined) throw notFound(`There is no ${api.noun} with this id`);
      return offer;
    };
    const tags = [api.tag];
    const byId = `${api.path}/:${api.idName}`;

    app.get(api.path, {
      config,
      schema: {
        tags,
        operationId: `list${api.operationNoun}s`,
        summary: `Every ${api.noun}, with its rules and changes`,
        description: `Ended ones too, soonest-ending first. ${MANAGEMENT}`,
        response: { 200: api.listSchema, ...problemResponses(401, 403) },
      },
      handler: async () => ({ [api.listKey]: await listManagedOffers(database, api.table) }),
    });

    app.post(api.path, {
      config,
      schema: {
        tags,
        operationId: `create${api.operationNoun}`,
        summary: `Create a ${api.noun}`,
        description:
          `The ${api.noun} gets the next free id and applies to searches and calculations at ` +
          `once, within its validity window. The finish must be after the start, and every ` +
          `rule able to match a request. ${MANAGEMENT}`,
        body: api.definitionSchema,
        response: { 201: api.offerSchema, ...problemResponses(400, 401, 403, 413, 415) },
      },
      handler: async (request, reply) => {
        const { id, offer } = await createManagedOffer(
          database,
          api.table,
          request.body as Definition,
          changeBy(request),
        );
        return reply
          .code(201)
          .header('location', `${request.routeOptions.url ?? ''}/${String(id)}`)
          .send(offer);
      },
    });

    app.get(byId, {
      config,
      schema: {
        tags,
        operationId: `get${api.operationNoun}`,
        summary: `One ${api.noun}, with every change`,
        description: MANAGEMENT,
        params,
        response: { 200: api.offerSchema, ...problemResponses(401, 403, 404) },
      },
      handler: async (request) =>
        existing((await listManagedOffers(database, api.table, idOf(request.params)))[0]),
    });

    app.put(byId, {
      config,
      schema: {
        tags,
        operationId: `replace${api.operationNoun}`,
        summary: `Change a ${api.noun}`,
        description:
          `The whole ${api.noun} as it shall be; the change is kept with the fields it changed. ` +
          MANAGEMENT,
        params,
        body: api.definitionSchema,
        response: { 200: api.offerSchema, ...problemResponses(400, 401, 403, 404, 413, 415) },
      },
      handler: async (request) =>
        existing(
          await replaceManagedOffer(
            database,
            api.table,
            idOf(request.params),
            request.body as Definition,
            changeBy(request),
          ),
        ),
    });

    app.delete(byId, {
      config,
      schema: {
        tags,
        operationId: `end${api.operationNoun}`,
        summary: `End a ${api.noun}`,
        description:
          `Its finish becomes now, so no later request selects it; it stays listed with its ` +
          `history. Ending an ended ${api.noun} changes nothing. ${MANAGEMENT}`,
        params,
        response: { 200: api.offerSchema, ...problemResponses(401, 403, 404) },
      },
      handler: async (request) =>
        existing(
          await endManagedOffer(database, api.table, idOf(request.params), changeBy(request)),
        ),
    });
  };
}
