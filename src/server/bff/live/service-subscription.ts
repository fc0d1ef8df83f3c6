import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { APPLICATION_EVENT_TYPES } from '../../../domain/contract';
import type { PartnerApiClient } from '../partner-api-client';

const SubscriptionCreatedSchema = z.object({ secret: z.string().startsWith('whsec_') });

/**
 * Asks the financing service to send the application events to `url` (`POST /subscription`) and
 * returns the signing secret it shows this once; undefined when the service has no webhooks (a
 * 404) or refuses, and the portal server then polls.
 */
export async function subscribeToServiceEvents(
  partnerApi: PartnerApiClient,
  { url, log }: { url: string; log: FastifyBaseLogger },
): Promise<string | undefined> {
  try {
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
      { correlationId: randomUUID(), log },
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
