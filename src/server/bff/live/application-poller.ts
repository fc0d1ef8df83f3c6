import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import {
  APPLICATION_PAGE_SIZE,
  ApplicationListSchema,
  type ApplicationEventType,
  type ApplicationSummary,
} from '../../../domain/contract';
import type { PartnerApiClient } from '../partner-api-client';
import type { ChangeFeed } from './change-feed';

export interface ApplicationPollerOptions {
  /** Only JSON calls: the poller lists applications. */
  partnerApi: Pick<PartnerApiClient, 'send'>;
  feed: ChangeFeed;
  log: FastifyBaseLogger;
  /** How many of the newest applications each poll compares. */
  window?: number;
}

export interface ApplicationPoller {
  /** Lists the newest applications and publishes how they differ from the previous poll's. */
  poll(): Promise<void>;
}

type Seen = Pick<ApplicationSummary, 'status' | 'updatedAt'>;

/** What happened to an application between two polls, if anything. */
function changeBetween(before: Seen | undefined, now: Seen): ApplicationEventType | undefined {
  if (before === undefined) return 'application.created';
  if (before.status !== now.status) return 'application.status_changed';
  // The service moves `updatedAt` for a status or a document; the status stayed, so a document.
  if (before.updatedAt !== now.updatedAt) return 'application.document_status_changed';
  return undefined;
}

/**
 * Finds changes in a bank's service that sends no webhooks: each poll lists the newest
 * applications (newest first, as `GET /application` pages them) and compares each one's status
 * and `updatedAt` with the previous poll's. The first poll only learns what is there. An
 * application older than the window is not watched (docs/live.md).
 */
export function createApplicationPoller(options: ApplicationPollerOptions): ApplicationPoller {
  const { partnerApi, feed, log, window = 300 } = options;
  let previous: Map<number, Seen> | undefined;

  async function newestApplications(): Promise<ApplicationSummary[] | undefined> {
    const found: ApplicationSummary[] = [];
    let cursor: string | null = null;
    do {
      const limit = Math.min(APPLICATION_PAGE_SIZE.max, window - found.length);
      const query = new URLSearchParams({ limit: String(limit) });
      if (cursor !== null) query.set('cursor', cursor);
      const response = await partnerApi.send(
        { method: 'GET', path: `/application?${query.toString()}` },
        { correlationId: randomUUID(), log },
      );
      const page =
        response.status === 200
          ? ApplicationListSchema.safeParse(JSON.parse(response.body))
          : undefined;
      if (page?.success !== true) {
        log.warn({ status: response.status }, 'polling the financing service for changes failed');
        return undefined;
      }
      found.push(...page.data.applications);
      cursor = page.data.nextCursor;
    } while (cursor !== null && found.length < window);
    return found;
  }

  return {
    async poll() {
      let applications: ApplicationSummary[] | undefined;
      try {
        applications = await newestApplications();
      } catch (error) {
        log.warn({ err: error }, 'polling the financing service for changes failed');
      }
      if (applications === undefined) return; // compared again at the next poll, nothing lost
      const current = new Map(applications.map((a) => [a.applicationId, a]));
      if (previous !== undefined) {
        // In the order they happened, as far as the service's timestamps tell.
        const byChange = applications.toSorted(
          (a, b) => Date.parse(a.updatedAt) - Date.parse(b.updatedAt),
        );
        for (const application of byChange) {
          const type = changeBetween(previous.get(application.applicationId), application);
          if (type === undefined) continue;
          const { applicationId, salesPersonId, status, updatedAt } = application;
          feed.publish({ type, applicationId, salesPersonId, status, at: updatedAt });
        }
      }
      previous = current;
    },
  };
}
