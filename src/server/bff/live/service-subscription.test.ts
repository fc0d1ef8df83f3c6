import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { PartnerApiClient, ServiceRequest } from '../partner-api-client';
import { subscribeToServiceEvents } from './service-subscription';

const URL = 'http://127.0.0.1:3000/webhooks/partner-api';
const log = Fastify({ logger: false }).log;

/** The financing service's subscription endpoints at the network edge. */
function fakeService(answers: Record<string, { status: number; body?: unknown }>) {
  const requests: ServiceRequest[] = [];
  const client: PartnerApiClient = {
    send(request) {
      requests.push(request);
      const answer = answers[`${request.method} ${request.path}`] ?? { status: 204 };
      return Promise.resolve({
        status: answer.status,
        contentType: 'application/json',
        body: JSON.stringify(answer.body ?? {}),
      });
    },
    receive: () => Promise.reject(new Error('No file is fetched here')),
  };
  return { client, requests };
}

describe('subscribing to the service’s events at start', () => {
  it('ends the subscriptions an earlier start left at this URL, then takes a new secret', async () => {
    const { client, requests } = fakeService({
      'GET /subscription': {
        status: 200,
        body: {
          subscriptions: [
            { subscriptionId: 'sub_old', url: URL },
            { subscriptionId: 'sub_other', url: 'https://erp.dealer.example/hooks' },
          ],
        },
      },
      'POST /subscription': { status: 201, body: { secret: 'whsec_bmV3IHNlY3JldA==' } },
    });
    expect(await subscribeToServiceEvents(client, { url: URL, log })).toBe(
      'whsec_bmV3IHNlY3JldA==',
    );
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /subscription',
      'DELETE /subscription/sub_old',
      'POST /subscription',
    ]);
  });

  it('gives no secret, so the portal server polls, when the service has no webhooks', async () => {
    const { client } = fakeService({
      'GET /subscription': { status: 404 },
      'POST /subscription': { status: 404 },
    });
    expect(await subscribeToServiceEvents(client, { url: URL, log })).toBeUndefined();
  });
});
