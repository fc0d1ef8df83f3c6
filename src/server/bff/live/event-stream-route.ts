import type { FastifyInstance } from 'fastify';
import { PassThrough } from 'node:stream';
import { mayActFor } from '../../../domain/access';
import { LIVE_EVENTS, LIVE_HEARTBEAT_SECONDS, PORTAL_API } from '../../../domain/contract';
import { createConcurrencyLimit, HttpProblem } from '../../http';
import type { EndedSessions } from '../backchannel-logout/ended-sessions';
import { signedInUser } from '../signed-in-user';
import type { ChangeFeed, FedChange } from './change-feed';

export interface EventStreamOptions {
  feed: ChangeFeed;
  heartbeatMs?: number;
  /**
   * A stream ends this long after it opened, or when its token expires if sooner, and the portal
   * reconnects with a current token and `Last-Event-ID`: a user stripped of a role stops hearing
   * changes within it.
   */
  lifetimeMs?: number;
  /** A stream of a session ended by back-channel logout ends at once, on every instance. */
  endedSessions?: EndedSessions;
  /** Streams one user may hold open at this instance; one more is 429. */
  maxStreamsPerUser?: number;
}

/** A tab holds one stream: a few tabs, not a flood (one user held 1 500 open). */
export const MAX_STREAMS_PER_USER = 5;

const LAST_EVENT_ID_HEADER = 'last-event-id';

const message = (event: string, id: string, data: unknown) =>
  `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * `GET /api/events`: Server-Sent Events of changes to the applications the user may see (their
 * own; a manager's, every salesperson's), under the same user, CSRF and role checks as every
 * `/api` route. After a lost connection, `Last-Event-ID` resumes it without a gap or a repeat.
 */
export async function eventStreamRoute(instance: FastifyInstance, options: EventStreamOptions) {
  const {
    feed,
    heartbeatMs = LIVE_HEARTBEAT_SECONDS * 1000,
    lifetimeMs = 5 * 60_000,
    endedSessions,
    maxStreamsPerUser = MAX_STREAMS_PER_USER,
  } = options;
  const open = new Set<() => void>();
  const streamsPerUser = createConcurrencyLimit({
    perKey: maxStreamsPerUser,
    refusal: (going) =>
      new HttpProblem({
        status: 429,
        detail: `You have ${going} live streams open already; close a tab of the portal.`,
        headers: { 'retry-after': '10' },
      }),
  });
  // Open streams would hold the server's close until they end by themselves.
  instance.addHook('preClose', async () => {
    for (const end of open) end();
  });

  instance.get(
    PORTAL_API.events.path,
    { config: { role: PORTAL_API.events.role, waitsOutside: true } },
    (request, reply) => {
      const user = signedInUser(request);
      const closeOfUser = streamsPerUser.begin(user.subject);
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
      // A token's stream lasts no longer than the token.
      const untilExpiry =
        user.session === undefined ? lifetimeMs : user.session.expiresAt * 1000 - Date.now();
      const lifetime = setTimeout(end, Math.max(0, Math.min(lifetimeMs, untilExpiry)));
      const unwatch =
        endedSessions === undefined || user.session === undefined
          ? () => undefined
          : endedSessions.whenEnded(user.session, end);
      let ended = false;
      function end() {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        unsubscribe();
        unwatch();
        open.delete(end);
        closeOfUser();
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
