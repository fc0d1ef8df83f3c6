import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRawResponse, rawExchange } from '../../http/raw-http-client';
import { createChangeFeed, type FedChange } from './change-feed';
import { webhookReceiver } from './webhook-receiver';

const SECRET = `whsec_${Buffer.from('the subscription secret, 32 bytes').toString('base64')}`;
const FORGER = `whsec_${Buffer.from('a secret the forger made up himself').toString('base64')}`;

const statusChanged = (applicationId: number) =>
  JSON.stringify({
    type: 'application.status_changed',
    timestamp: '2026-11-23T10:00:00Z',
    data: { applicationId, salesPersonId: 1001, status: 'Approved', reason: 'Equity fine' },
  });

/** The headers Standard Webhooks puts on a delivery, signed with `secret`. */
function signed(body: string, { secret = SECRET, id = 'msg_1', sentAt = new Date() } = {}) {
  return {
    'content-type': 'application/json',
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(id, sentAt, body),
  };
}

describe('the webhook receiver', () => {
  let app: FastifyInstance;
  let secret: string | undefined = SECRET;
  const feed = createChangeFeed();
  const received: FedChange[] = [];
  feed.subscribe((fed) => received.push(fed));

  beforeAll(async () => {
    app = Fastify();
    await app.register(webhookReceiver, {
      prefix: '/webhooks/partner-api',
      feed,
      secret: { current: () => secret },
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const deliver = (body: string, headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/webhooks/partner-api', headers, payload: body });

  it('takes a signed application event into the feed once, however often it is delivered', async () => {
    const body = statusChanged(100005);
    const first = await deliver(body, signed(body, { id: 'msg_once' }));
    const again = await deliver(body, signed(body, { id: 'msg_once' }));
    expect([first.statusCode, again.statusCode]).toEqual([204, 204]);
    expect(received.map((fed) => fed.change)).toEqual([
      {
        type: 'application.status_changed',
        applicationId: 100005,
        salesPersonId: 1001,
        status: 'Approved',
        at: '2026-11-23T10:00:00Z',
      },
    ]);
  });

  it("follows the application's status when one of its documents moves", async () => {
    const body = JSON.stringify({
      type: 'application.document_status_changed',
      timestamp: '2026-11-23T10:05:00Z',
      data: {
        applicationId: 100007,
        salesPersonId: 1003,
        previousStatus: 'Received',
        status: 'Approved',
        documentId: 4,
        documentType: 'PayslipOrTaxReturn',
        applicationStatus: 'UnderReview',
        actor: { type: 'bank' },
      },
    });
    expect((await deliver(body, signed(body, { id: 'msg_document' }))).statusCode).toBe(204);
    expect(received.at(-1)?.change).toMatchObject({
      type: 'application.document_status_changed',
      applicationId: 100007,
      status: 'UnderReview',
    });
  });

  it.each([
    ['a forged signature', (body: string) => signed(body, { secret: FORGER, id: 'msg_forged' })],
    [
      'a signature ten minutes old',
      (body: string) => signed(body, { id: 'msg_old', sentAt: new Date(Date.now() - 10 * 60_000) }),
    ],
    [
      'a body changed after signing',
      (body: string) => signed(body.replace('Approved', 'Rejected'), { id: 'msg_changed' }),
    ],
    ['no signature', () => ({ 'content-type': 'application/json', 'webhook-id': 'msg_bare' })],
  ])('refuses %s with 401 and changes nothing', async (_case, headersFor) => {
    const before = received.length;
    const body = statusChanged(100006);
    const response = await deliver(body, headersFor(body));
    expect(response.statusCode).toBe(401);
    expect(response.json<{ detail: string }>().detail).toMatch(/signature/);
    expect(received.length).toBe(before);
  });

  it('acknowledges event types it has no use for, and refuses an application event without its data', async () => {
    const before = received.length;
    const campaign = JSON.stringify({
      type: 'campaign.changed',
      timestamp: '2026-11-23T10:00:00Z',
      data: { campaignId: 3 },
    });
    expect((await deliver(campaign, signed(campaign, { id: 'msg_campaign' }))).statusCode).toBe(
      204,
    );
    const partial = JSON.stringify({
      type: 'application.created',
      timestamp: '2026-11-23T10:00:00Z',
      data: { applicationId: 100007 },
    });
    const refused = await deliver(partial, signed(partial, { id: 'msg_partial' }));
    expect(refused.statusCode).toBe(400);
    expect(received.length).toBe(before);
  });

  it('refuses a body that is not UTF-8, which no signature was made over, with 400', async () => {
    const body = Buffer.from(
      statusChanged(100009).replace('Equity fine', 'Egenkapital \u00e5'),
      'latin1',
    );
    const response = await app.inject({
      method: 'POST',
      url: '/webhooks/partner-api',
      headers: signed(body.toString('latin1'), { id: 'msg_latin1' }),
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  it('cuts a body still arriving after its short limit, with no server timeout set: 408', async () => {
    const BODY_TIMEOUT_SECONDS = 0.2;
    const server = Fastify(); // Fastify's defaults: no request timeout at all
    await server.register(webhookReceiver, {
      prefix: '/webhooks/partner-api',
      feed,
      secret: { current: () => secret },
      bodyTimeoutSeconds: BODY_TIMEOUT_SECONDS,
    });
    await server.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = server.server.address() as AddressInfo;
      const head = [
        'POST /webhooks/partner-api HTTP/1.1',
        'Host: localhost',
        'Content-Type: application/json',
        'Content-Length: 500',
        '',
        '{',
      ].join('\r\n');
      const exchange = await rawExchange(port, head, { trickleEveryMs: 50 });
      expect(exchange.gaveUp).toBe(false);
      expect(exchange.closedAfterMs).toBeGreaterThanOrEqual(BODY_TIMEOUT_SECONDS * 1000 - 50);
      expect(exchange.closedAfterMs).toBeLessThan(BODY_TIMEOUT_SECONDS * 1000 + 1000);
      const response = parseRawResponse(exchange.response);
      expect(response.status).toBe(408);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    } finally {
      await server.close();
    }
  });

  it('is not there while no secret is known', async () => {
    secret = undefined;
    const body = statusChanged(100008);
    const response = await deliver(body, signed(body, { id: 'msg_early' }));
    secret = SECRET;
    expect(response.statusCode).toBe(404);
  });
});
