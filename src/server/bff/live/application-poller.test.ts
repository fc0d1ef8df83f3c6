import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { ApplicationSummary } from '../../../domain/contract';
import type { PartnerApiClient, ServiceRequest } from '../partner-api-client';
import { createApplicationPoller } from './application-poller';
import { createChangeFeed } from './change-feed';

const summary = (
  applicationId: number,
  status: ApplicationSummary['status'],
  updatedAt: string,
): ApplicationSummary => ({
  applicationId,
  status,
  createdAt: '2026-11-20T08:00:00Z',
  updatedAt,
  salesPersonId: 1001,
  vendorId: null,
  applicantName: 'Ola Nordmann',
  objectDescription: 'Tesla Model Y',
  termAmount: 5000,
});

/** The financing service's `GET /application` at the network edge: answers what the test sets. */
function fakeService() {
  const requests: ServiceRequest[] = [];
  let answer = { status: 200, applications: [] as ApplicationSummary[] };
  const client: Pick<PartnerApiClient, 'send'> = {
    send(request) {
      requests.push(request);
      return Promise.resolve({
        status: answer.status,
        contentType: 'application/json',
        body: JSON.stringify({ applications: answer.applications, nextCursor: null }),
      });
    },
  };
  return {
    client,
    requests,
    answer: (applications: ApplicationSummary[], status = 200) => {
      answer = { status, applications };
    },
  };
}

/** A poller of `service`, and what it published: `type applicationId status`, in order. */
function pollerOf(service: ReturnType<typeof fakeService>) {
  const feed = createChangeFeed();
  const published: string[] = [];
  feed.subscribe(({ change }) =>
    published.push(`${change.type} ${change.applicationId} ${change.status}`),
  );
  const log = Fastify().log; // no logger: silent
  return { poller: createApplicationPoller({ partnerApi: service.client, feed, log }), published };
}

describe('the application poller', () => {
  it('publishes what changed between two polls, and nothing on the first', async () => {
    const service = fakeService();
    const { poller, published } = pollerOf(service);
    service.answer([
      summary(3, 'Received', '2026-11-23T09:00:00Z'),
      summary(2, 'Received', '2026-11-23T08:00:00Z'),
      summary(1, 'Approved', '2026-11-22T08:00:00Z'),
    ]);
    await poller.poll();
    expect(published).toEqual([]);
    expect(service.requests[0]).toEqual({ method: 'GET', path: '/application?limit=100' });

    service.answer([
      summary(4, 'Received', '2026-11-23T10:02:00Z'),
      summary(3, 'Received', '2026-11-23T09:00:00Z'),
      summary(2, 'UnderReview', '2026-11-23T10:01:00Z'),
      summary(1, 'Approved', '2026-11-23T10:00:00Z'),
    ]);
    await poller.poll();
    expect(published).toEqual([
      'application.document_status_changed 1 Approved',
      'application.status_changed 2 UnderReview',
      'application.created 4 Received',
    ]);
  });

  it('loses nothing when a poll fails: the next one compares with the last it saw', async () => {
    const service = fakeService();
    const { poller, published } = pollerOf(service);
    service.answer([summary(1, 'Received', '2026-11-23T08:00:00Z')]);
    await poller.poll();

    service.answer([], 503);
    await poller.poll();
    expect(published).toEqual([]);

    service.answer([summary(1, 'Rejected', '2026-11-23T10:00:00Z')]);
    await poller.poll();
    expect(published).toEqual(['application.status_changed 1 Rejected']);
  });
});
