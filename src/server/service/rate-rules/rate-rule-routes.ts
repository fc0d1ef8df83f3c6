import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AcceptedCalculationRequestBodySchema } from '../../../domain/contract';
import { notFound } from '../../http';
import { CAMPAIGN_ADMIN } from '../auth/authenticator';
import { problemResponses } from '../openapi/problem-responses';
import { existingIdentifierOf, pathIdentifier } from '../requests/path-identifiers';
import { selectionCriteriaOf } from '../selection/selection-criteria';
import { created } from '../requests/created';
import type { ServiceContext } from '../service-context';
import {
  createRateRule,
  endRateRule,
  listRateRules,
  replaceRateRule,
  searchRateRules,
  type Change,
  type RateRuleDefinition,
  type RateRuleTable,
} from './rate-rule-repository';

/** One kind of rate rule, as the API names and describes it. */
export interface RateRuleApi<Definition extends RateRuleDefinition, Answer, Rule, Row> {
  table: RateRuleTable<Definition, Answer, Rule, Row>;
  /** `/campaign`: the collection's path; the search is `/campaign/search`. */
  path: string;
  /** `campaignId`: the id's name in paths. */
  idName: string;
  /** `Campaign`, for operation ids. */
  operationNoun: string;
  /** The property of the search answer and of the list: `campaigns`. */
  listKey: string;
  search: { tag: string; summary: string; description: string; responseSchema: z.core.$ZodType };
  managementTag: string;
  definitionSchema: z.core.$ZodType<Definition>;
  ruleSchema: z.core.$ZodType;
  listSchema: z.core.$ZodType;
}

/** `POST {path}/search`: the rules of the kind that apply to a calculation request. */
export function rateRuleSearchRoutes<Definition extends RateRuleDefinition, Answer, Rule, Row>(
  api: RateRuleApi<Definition, Answer, Rule, Row>,
): FastifyPluginAsyncZod<ServiceContext> {
  return async (app, { database, now }) => {
    app.post(`${api.path}/search`, {
      schema: {
        tags: [api.search.tag],
        operationId: `search${api.operationNoun}s`,
        summary: api.search.summary,
        description: api.search.description,
        body: AcceptedCalculationRequestBodySchema,
        response: { 200: api.search.responseSchema, ...problemResponses(400, 401, 413, 415) },
      },
      handler: async (request) => {
        const criteria = selectionCriteriaOf(request.body.calculationRequest, now());
        return { [api.listKey]: await searchRateRules(database, api.table, criteria) };
      },
    });
  };
}

const MANAGEMENT = `Needs a credential with the \`${CAMPAIGN_ADMIN}\` role (a separate API key, or the scope or realm role of that name): never the portal's.`;

/**
 * List, create, read, change and end one kind of rate rule, for the bank's campaign
 * administrators only. Every change is kept with who made it, shows in searches at once (on every
 * instance), and is written in the same transaction.
 */
export function rateRuleManagementRoutes<Definition extends RateRuleDefinition, Answer, Rule, Row>(
  api: RateRuleApi<Definition, Answer, Rule, Row>,
): FastifyPluginAsyncZod<ServiceContext> {
  const { noun } = api.table;
  return async (app, { database, now }) => {
    const config = { partnerRole: CAMPAIGN_ADMIN };
    const params = z.object({ [api.idName]: pathIdentifier(noun) });
    const missing = `There is no ${noun} with this id`;
    const idOf = (requestParams: Record<string, string>): number =>
      existingIdentifierOf(requestParams[api.idName] ?? '', missing);
    const changeBy = (request: { partnerClient: { id: string } | null }): Change => ({
      by: request.partnerClient?.id ?? 'unknown',
      at: now(),
    });
    const existing = <T>(rule: T | undefined): T => {
      if (rule === undefined) throw notFound(missing);
      return rule;
    };
    const byId = `${api.path}/:${api.idName}`;
    /** An operation's tags, id, summary and description, which ends saying who may call it. */
    const described = (operationId: string, summary: string, description?: string) => ({
      tags: [api.managementTag],
      operationId,
      summary,
      description: description === undefined ? MANAGEMENT : `${description} ${MANAGEMENT}`,
    });

    app.get(api.path, {
      config,
      schema: {
        ...described(
          `list${api.operationNoun}s`,
          `Every ${noun}, with its rules and changes`,
          'Ended ones too, soonest-ending first.',
        ),
        response: { 200: api.listSchema, ...problemResponses(401, 403) },
      },
      handler: async () => ({ [api.listKey]: await listRateRules(database, api.table) }),
    });

    app.post(api.path, {
      config,
      schema: {
        ...described(
          `create${api.operationNoun}`,
          `Create a ${noun}`,
          `The ${noun} gets the next free id and applies to searches and calculations at ` +
            `once, within its validity window. The finish must be after the start, and every ` +
            `rule able to match a request.`,
        ),
        body: api.definitionSchema,
        response: { 201: api.ruleSchema, ...problemResponses(400, 401, 403, 413, 415) },
      },
      handler: async (request, reply) => {
        const { id, rule } = await createRateRule(
          database,
          api.table,
          request.body as Definition,
          changeBy(request),
        );
        return created(request, reply, id, rule);
      },
    });

    app.get(byId, {
      config,
      schema: {
        ...described(`get${api.operationNoun}`, `One ${noun}, with every change`),
        params,
        response: { 200: api.ruleSchema, ...problemResponses(401, 403, 404) },
      },
      handler: async (request) =>
        existing((await listRateRules(database, api.table, idOf(request.params)))[0]),
    });

    app.put(byId, {
      config,
      schema: {
        ...described(
          `replace${api.operationNoun}`,
          `Change a ${noun}`,
          `The whole ${noun} as it shall be; the change is kept with the fields it changed.`,
        ),
        params,
        body: api.definitionSchema,
        response: { 200: api.ruleSchema, ...problemResponses(400, 401, 403, 404, 413, 415) },
      },
      handler: async (request) =>
        existing(
          await replaceRateRule(
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
        ...described(
          `end${api.operationNoun}`,
          `End a ${noun}`,
          `Its finish becomes now, so no later request selects it; it stays listed with its ` +
            `history. Ending an ended ${noun} changes nothing.`,
        ),
        params,
        response: { 200: api.ruleSchema, ...problemResponses(401, 403, 404) },
      },
      handler: async (request) =>
        existing(await endRateRule(database, api.table, idOf(request.params), changeBy(request))),
    });
  };
}
