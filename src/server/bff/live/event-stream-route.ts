import type { FastifyInstance } from 'fastify';
import { PassThrough } from 'node:stream';
import { API_ROUTES, mayActFor } from '../../../domain/access';
import { LIVE_EVENTS, LIVE_HEARTBEAT_SECONDS } from '../../../domain/contract';
import { signedInUser } from '../portal-routes';
import type { ChangeFeed, FedChange } from './change-feed';

export interface EventStreamOptions {
  feed: ChangeFeed;
  heartbeatMs?: number;
  /**
   * A stream ends this long after it opened, and the portal reconnects with a current token and
   * `Last-Event-ID`: a user signed out or stripped of a role stops hearing changes within it.
   */
  lifetimeMs?: number;
}

const LAST_EVENT_ID_HEADER = 'last-event-id';

const message = (event: string, id: string, data: unknown) =>
  `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * `GET /api/events`: Server-Sent Events of changes to the applications the user may see (their
 * own; a manager's, every salesperson's), under the same user, CSRF and role checks as every
 * `/api` route. After a lost connection, `Last-Event-ID` resumes it without a gap or a repeat.
 */
export async function eventStreamRoute(instance: FastifyInstance, options: EventStreamOptions) {
  const { feed, heartbeatMs = LIVE_HEARTBEAT_SECONDS * 1000, lifetimeMs = 5 * 60_000 } = options;
  const open = new Set<() => void>();
  // Open streams would hold the server's close until they end by themselves.
  instance.addHook('preClose', async () => {
    for (const end of open) end();
  });

  instance.get(
    API_ROUTES.events.path,
    { config: { role: API_ROUTES.events.role } },
    (request, reply) => {
      const user = signedInUser(request);
      const stream = new PassThrough();
      const send = ({ id, change }: FedChange) => {
        if (mayActFor(user, change.salesPersonId)) {
          stream.write(message(LIVE_EVENTS.change, id, change));
        }
      };

      const lastEventId = request.headers[LAST_EVENT_ID_HEADER];
      const replay = typeof lastEventId === 'string' ? feed.since(lastEventId) : undefined;
      if (replay === undefined) stream.write(message(LIVE_EVENTS.ready, feed.position(), {}));
      else if (replay.kind === 'reset') {
        stream.write(message(LIVE_EVENTS.reset, replay.resumeFrom, {}));
      } else replay.changes.forEach(send);
      // Replayed and subscribed in one turn of the event loop: nothing published falls between.
      const unsubscribe = feed.subscribe(send);

      const heartbeat = setInterval(() => stream.write(': heartbeat\n\n'), heartbeatMs);
      const lifetime = setTimeout(end, lifetimeMs);
      function end() {
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        unsubscribe();
        open.delete(end);
        stream.end();
      }
      open.add(end);
      reply.raw.on('close', end);

      return reply
        .type('text/event-stream; charset=utf-8')
        .header('x-accel-buffering', 'no') // a proxy must pass each event on at once
        .send(stream);
    },
  );
}
