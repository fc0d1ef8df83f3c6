import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { network, sentRequests } from '../test/network';
import { setAccessTokenSource } from './access-token';
import { followLiveStream, type LiveMessage } from './live-stream';

const change = (applicationId: number) =>
  JSON.stringify({
    type: 'application.status_changed',
    applicationId,
    salesPersonId: 1001,
    status: 'Approved',
    at: '2026-11-23T10:00:00Z',
  });

/** The portal server's stream: each connection gets the next of `answers`, then ends. */
function serverStreams(answers: string[]) {
  let connection = 0;
  network.use(
    http.get('/api/events', () => {
      const body = answers[connection] ?? '';
      connection += 1;
      return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
    }),
  );
}

describe('followLiveStream', () => {
  beforeEach(() => {
    setAccessTokenSource(() => 'token-123');
  });

  it('reconnects when a stream ends, resuming after the last event it heard', async () => {
    serverStreams([
      `id: e1-0\nevent: ready\ndata: {}\n\n: heartbeat\n\nid: e1-1\nevent: change\ndata: ${change(5)}\n\n`,
      `id: e1-2\nevent: change\ndata: ${change(6)}\n\nid: e1-3\nevent: reset\ndata: {}\n\n`,
    ]);
    const heard: LiveMessage[] = [];
    const stop = new AbortController();
    await followLiveStream((message) => {
      heard.push(message);
      if (message.kind === 'reset') stop.abort();
    }, stop.signal);

    expect(
      heard.map((message) => (message.kind === 'change' ? message.change.applicationId : 'reset')),
    ).toEqual([5, 6, 'reset']);
    expect(sentRequests).toHaveLength(2);
    const [first, second] = sentRequests.map((request) => Object.fromEntries(request.headers));
    expect(first).toMatchObject({
      authorization: 'Bearer token-123',
      'x-requested-with': 'dealer-portal',
      accept: 'text/event-stream',
    });
    expect(first?.['last-event-id']).toBeUndefined();
    expect(second?.['last-event-id']).toBe('e1-1');
  });
});
