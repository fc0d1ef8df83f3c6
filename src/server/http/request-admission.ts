import type { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The request spends its time waiting on something outside this server (a register, a file
     * travelling as fast as the other end takes it, an event stream left open): it neither counts
     * towards nor waits for `limitRequestsUnderWay`'s limit.
     */
    waitsOutside?: boolean;
  }
}

export interface RequestLimit {
  /** Requests under way at once, about: see `limitRequestsUnderWay`. */
  limit: number;
  /**
   * How long a connection let in keeps its place for its next request. A request waiting in the
   * kernel is read within a turn of the event loop; a browser may leave a kept-alive connection
   * idle for minutes, and its place then goes to the next in line.
   */
  invitationMs?: number;
  /**
   * How long a connection waits at most, whatever the count: well under the 72 s after which the
   * server closes an idle kept-alive connection.
   */
  longestWaitMs?: number;
}

/**
 * About `limit` requests under way at once on `instance`'s routes (docs/performance.md,
 * Capacity). A kept-alive connection whose answer goes out while `limit` others are under way is
 * left unread: its next request waits in the kernel's socket buffer, where it costs this process
 * nothing. Such connections are read again first come, first served, as places free, each
 * keeping its place for `invitationMs`; one that has waited `longestWaitMs` is read whatever the
 * count.
 *
 * Work taken on beyond what the process can do at once only waits inside it, and a request's
 * objects that wait longer than the young generation takes to fill are copied and promoted to
 * the old one, every request: at 200 connections the collector took three times its share.
 *
 * The limit is not a wall: a new connection's first request is always read (a health check on a
 * connection of its own, a first page load), as are requests a client sends without waiting for
 * answers (pipelined). A connection whose last request was one of `instance`'s waits its turn
 * whatever it asks next. When the server closes, every waiting connection is read again.
 */
export function limitRequestsUnderWay(
  instance: FastifyInstance,
  { limit, invitationMs = 20, longestWaitMs = 20_000 }: RequestLimit,
): void {
  let underWay = 0;
  let closing = false;
  /** Connections left unread, in the order their answers went out, and since when. */
  const waiting = new Map<Socket, number>();
  /** Connections let in whose next request has not come yet, oldest first, and since when. */
  const invited = new Map<Socket, number>();
  /** What ends each of a connection's requests under way, should the connection close first. */
  const endsOf = new WeakMap<Socket, Set<() => void>>();
  let lookingAgain: NodeJS.Timeout | undefined;

  const dropUnusedInvitations = (now: number) => {
    for (const [socket, since] of invited) {
      if (now - since < invitationMs) return;
      invited.delete(socket);
    }
  };

  const letIn = () => {
    const now = performance.now();
    dropUnusedInvitations(now);
    for (const [socket, since] of waiting) {
      const overdue = closing || now - since >= longestWaitMs;
      if (!overdue && underWay + invited.size >= limit) break;
      waiting.delete(socket);
      invited.set(socket, now);
      socket.resume();
    }
    // An invitation left unused, or a wait grown too long, frees a place with no request ending
    // to notice it: while any connection waits, look again.
    if (waiting.size > 0 && lookingAgain === undefined) {
      lookingAgain = setInterval(letIn, invitationMs).unref();
    } else if (waiting.size === 0 && lookingAgain !== undefined) {
      clearInterval(lookingAgain);
      lookingAgain = undefined;
    }
  };

  /** Leaves `socket` unread if the places are taken or others wait before it. */
  const holdBack = (socket: Socket, request: IncomingMessage) => {
    // A body answered before it was read (a 401, a 413) is still being read: left unread, the
    // client's upload would stall.
    if (closing || socket.destroyed || !request.complete || waiting.has(socket)) return;
    const now = performance.now();
    dropUnusedInvitations(now);
    if (underWay + invited.size < limit && waiting.size === 0) return;
    socket.pause();
    waiting.set(socket, now);
  };

  /** The requests under way on `socket`, each ended should the connection close first. */
  const endsUnderWayOn = (socket: Socket) => {
    const known = endsOf.get(socket);
    if (known !== undefined) return known;
    const ends = new Set<() => void>();
    endsOf.set(socket, ends);
    socket.once('close', () => {
      waiting.delete(socket);
      invited.delete(socket);
      for (const end of ends) end();
      letIn();
    });
    return ends;
  };

  instance.addHook('onRequest', (request, reply, done) => {
    const socket = request.raw.socket;
    // A connection only (what `inject` sends has none), and one still open: a request on a closed
    // one would never end.
    if (socket instanceof Socket && !socket.destroyed) {
      invited.delete(socket);
      // Read again by Node itself (a body left to drain): it waits no more.
      if (waiting.delete(socket)) socket.resume();
      if (request.routeOptions.config.waitsOutside !== true) {
        const ends = endsUnderWayOn(socket);
        underWay += 1;
        // The answer's 'close' comes once it is sent or its connection is gone, whatever the
        // handler did; the connection's covers an answer queued behind a pipelined one.
        const end = () => {
          if (!ends.delete(end)) return;
          underWay -= 1;
          holdBack(socket, request.raw);
          letIn();
        };
        ends.add(end);
        reply.raw.once('close', end);
      }
    }
    done();
  });

  // The server then closes the connections that have no request: a waiting one's next request
  // is read first (two turns of the event loop: its socket is polled in the next), so it is
  // answered (503 while closing), not cut off unanswered.
  instance.addHook('preClose', async () => {
    closing = true;
    if (waiting.size === 0) return;
    letIn();
    for (let turn = 0; turn < 2; turn += 1) await new Promise((next) => setImmediate(next));
  });
}
