import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreatedSubscriptionSchema,
  CreateSubscriptionBodySchema,
  DeliveryListQuerySchema,
  DeliveryListSchema,
  SubscriptionListSchema,
  TestEventResponseSchema,
  textParameter,
} from '../../../domain/contract';
import { notFound, unprocessable } from '../../http';
import { problemResponses } from '../openapi/problem-responses';
import { created } from '../requests/created';
import type { ServiceContext } from '../service-context';
import { recordTestEvent } from './record-event';
import {
  countSubscriptions,
  deleteSubscription,
  insertSubscription,
  listDeliveries,
  listSubscriptions,
  subscriptionExists,
} from './subscription-repository';
import { assertWebhookUrl, RefusedUrlError } from './url-guard';

/** Enough for every system of a partner; bounds what one credential can make the service send. */
export const MAX_SUBSCRIPTIONS_PER_CLIENT = 20;

const SUBSCRIPTION_NOT_FOUND = 'There is no subscription with this id';

const SubscriptionPathSchema = z.object({
  subscriptionId: textParameter(100).register(z.globalRegistry, {
    description: 'The id `POST /subscription` returned; another credential’s is 404.',
    examples: ['sub_4f0c2a9e8b7d4c1f9a3e6b5d2c1f0e9a'],
  }),
});

export interface SubscriptionRouteOptions extends ServiceContext {
  /** Development only: http:// and loopback or private addresses may subscribe. */
  allowLocalUrls: boolean;
}

/**
 * Webhook subscriptions (docs/events.md): each belongs to the credential that made it. The URL
 * is checked against server-side request forgery before anything is stored.
 */
export const subscriptionRoutes: FastifyPluginAsyncZod<SubscriptionRouteOptions> = async (
  app,
  { database, now, allowLocalUrls },
) => {
  const clientOf = (request: { partnerClient: { id: string } | null }): string =>
    request.partnerClient?.id ?? 'anonymous';

  const requireSubscription = async (clientId: string, subscriptionId: string) => {
    if (!(await subscriptionExists(database, clientId, subscriptionId))) {
      throw notFound(SUBSCRIPTION_NOT_FOUND);
    }
  };

  app.post('/subscription', {
    schema: {
      tags: ['Webhooks'],
      operationId: 'createSubscription',
      summary: 'Subscribe a URL to events',
      description:
        'The events of the named types are POSTed to `url`, signed as Standard Webhooks ' +
        'specifies, with the `secret` of the answer: it is shown only here. The URL must be ' +
        'https and must not resolve to a loopback, private or link-local address (422).',
      body: CreateSubscriptionBodySchema,
      response: {
        201: CreatedSubscriptionSchema,
        ...problemResponses(400, 401, 413, 415, 422),
      },
    },
    handler: async (request, reply) => {
      const clientId = clientOf(request);
      try {
        await assertWebhookUrl(request.body.url, allowLocalUrls);
      } catch (error) {
        if (!(error instanceof RefusedUrlError)) throw error;
        throw unprocessable('This URL may not receive webhooks', [
          { path: 'url', message: error.message },
        ]);
      }
      if ((await countSubscriptions(database, clientId)) >= MAX_SUBSCRIPTIONS_PER_CLIENT) {
        throw unprocessable(
          `A credential may have at most ${MAX_SUBSCRIPTIONS_PER_CLIENT} subscriptions; delete one first`,
        );
      }
      const subscription = await insertSubscription(database, clientId, request.body, now());
      return created(request, reply, subscription.subscriptionId, subscription);
    },
  });

  app.get('/subscription', {
    schema: {
      tags: ['Webhooks'],
      operationId: 'listSubscriptions',
      summary: 'Your subscriptions',
      description: 'Oldest first, without their secrets.',
      response: { 200: SubscriptionListSchema, ...problemResponses(401) },
    },
    handler: async (request) => ({
      subscriptions: await listSubscriptions(database, clientOf(request)),
    }),
  });

  app.delete('/subscription/:subscriptionId', {
    schema: {
      tags: ['Webhooks'],
      operationId: 'deleteSubscription',
      summary: 'Delete a subscription',
      description: 'No more events are sent to it, pending ones included; its log goes with it.',
      params: SubscriptionPathSchema,
      response: { 204: z.null().describe('Deleted'), ...problemResponses(401, 404) },
    },
    handler: async (request, reply) => {
      const deleted = await deleteSubscription(
        database,
        clientOf(request),
        request.params.subscriptionId,
      );
      if (!deleted) throw notFound(SUBSCRIPTION_NOT_FOUND);
      return reply.code(204).send(null);
    },
  });

  app.post('/subscription/:subscriptionId/test', {
    schema: {
      tags: ['Webhooks'],
      operationId: 'sendTestEvent',
      summary: 'Send a test event',
      description:
        'A `webhook.test` event to this subscription only, delivered and retried like any ' +
        'other; follow it in the delivery log.',
      params: SubscriptionPathSchema,
      response: { 202: TestEventResponseSchema, ...problemResponses(401, 404) },
    },
    handler: async (request, reply) => {
      const { subscriptionId } = request.params;
      await requireSubscription(clientOf(request), subscriptionId);
      const eventId = await recordTestEvent(database, subscriptionId, now());
      return reply.code(202).send({ eventId });
    },
  });

  app.get('/subscription/:subscriptionId/deliveries', {
    schema: {
      tags: ['Webhooks'],
      operationId: 'listDeliveries',
      summary: "A subscription's delivery log",
      description:
        'Newest first: each event with its status (pending, delivered, failed), every attempt ' +
        "with the receiver's HTTP status or the error, and when the next attempt is due.",
      params: SubscriptionPathSchema,
      querystring: DeliveryListQuerySchema,
      response: { 200: DeliveryListSchema, ...problemResponses(400, 401, 404) },
    },
    handler: async (request) => {
      const { subscriptionId } = request.params;
      await requireSubscription(clientOf(request), subscriptionId);
      return { deliveries: await listDeliveries(database, subscriptionId, request.query) };
    },
  });
};
