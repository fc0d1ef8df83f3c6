import type { FastifyBaseLogger } from 'fastify';
import type { PartnerApiClient } from '../partner-api-client';
import { createApplicationPoller } from './application-poller';
import { createChangeFeed, type ChangeFeed } from './change-feed';
import { subscribeToServiceEvents } from './service-subscription';
import type { WebhookSecret } from './webhook-receiver';

export interface LiveChangesConfig {
  /** The secret of a subscription made at the service beforehand (`PARTNER_WEBHOOK_SECRET`). */
  webhookSecret: string | undefined;
  /**
   * Where to ask the service to send its webhooks at start, when no secret is configured (the
   * embedded service); undefined: ask nothing.
   */
  subscribeUrl: string | undefined;
  /** Seconds between polls (`PARTNER_POLL_SECONDS`); 0 never; undefined: only without webhooks. */
  pollSeconds: number | undefined;
}

export const DEFAULT_POLL_SECONDS = 5;

export interface LiveChanges {
  feed: ChangeFeed;
  secret: WebhookSecret;
  /** Once the server listens (the embedded service answers then): subscribe, or start polling. */
  start(log: FastifyBaseLogger): Promise<void>;
  stop(): void;
}

/**
 * Where the portal server hears of changes to applications (docs/live.md): the service's signed
 * webhooks when it has them, otherwise polling it; either way into one feed for the streams.
 */
export function createLiveChanges(
  partnerApi: PartnerApiClient,
  config: LiveChangesConfig,
): LiveChanges {
  const feed = createChangeFeed();
  let secret = config.webhookSecret;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  return {
    feed,
    secret: { current: () => secret },
    async start(log) {
      if (secret === undefined && config.subscribeUrl !== undefined) {
        secret = await subscribeToServiceEvents(partnerApi, { url: config.subscribeUrl, log });
      }
      const seconds = config.pollSeconds ?? (secret === undefined ? DEFAULT_POLL_SECONDS : 0);
      log.info({ webhooks: secret !== undefined, pollSeconds: seconds }, 'live changes');
      if (seconds === 0) return;
      const poller = createApplicationPoller({ partnerApi, feed, log });
      // The next poll is timed from the end of the last, so a slow service is never asked twice.
      const pollAndWait = async () => {
        await poller.poll();
        if (!stopped) timer = setTimeout(() => void pollAndWait(), seconds * 1000);
      };
      await pollAndWait();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

export { eventStreamRoute, type EventStreamOptions } from './event-stream-route';
export { webhookReceiver } from './webhook-receiver';
export type { ChangeFeed } from './change-feed';
