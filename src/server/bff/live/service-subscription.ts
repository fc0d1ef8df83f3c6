import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { APPLICATION_EVENT_TYPES } from '../../../domain/contract';
import type { CallContext, PartnerApiClient } from '../partner-api-client';

const SubscriptionCreatedSchema = z.object({ secret: z.string().startsWith('whsec_') });
const SubscriptionsSchema = z.object({
  subscriptions: z.array(z.object({ subscriptionId: z.string(), url: z.string() })),
});

/**
 * Ends the subscriptions an earlier start of this server left at `url`: their secrets are gone
 * with that process, so what the service sent to them could never be verified again.
 */
async function dropEarlierSubscriptions(
  partnerApi: PartnerApiClient,
  url: string,
  context: CallContext,
): Promise<void> {
  const listed = await partnerApi.send({ method: 'GET', path: '/subscription' }, context);
  if (listed.status !== 200) return;
  const parsed = SubscriptionsSchema.safeParse(JSON.parse(listed.body));
  if (!parsed.success) return;
  for (const earlier of parsed.data.subscriptions.filter((each) => each.url === url)) {
    await partnerApi.send(
      { method: 'DELETE', path: `/subscription/${encodeURIComponent(earlier.subscriptionId)}` },
      context,
    );
  }
}

/**
 * Asks the financing service to send the application events to `url` (`POST /subscription`) and
 * returns the signing secret it shows this once; undefined when the service has no webhooks (a
 * 404) or refuses, and the portal server then polls.
 */
export async function subscribeToServiceEvents(
  partnerApi: PartnerApiClient,
  { url, log }: { url: string; log: FastifyBaseLogger },
): Promise<string | undefined> {
  const context = { correlationId: randomUUID(), log };
  try {
    await dropEarlierSubscriptions(partnerApi, url, context);
    const response = await partnerApi.send(
      {
        method: 'POST',
        path: '/subscription',
        body: {
          url,
          eventTypes: [...APPLICATION_EVENT_TYPES],
          description: 'Dealer portal: live changes for its users',
        },
      },
      context,
    );
    if (response.status === 201) {
      const created = SubscriptionCreatedSchema.safeParse(JSON.parse(response.body));
      if (created.success) return created.data.secret;
    }
    if (response.status !== 404) {
      log.warn(
        { status: response.status },
        'the financing service refused the webhook subscription',
      );
    }
  } catch (error) {
    log.warn({ err: error }, 'the webhook subscription failed');
  }
  return undefined;
}
