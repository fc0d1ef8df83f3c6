import { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';

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
   * How long a connection let in keeps its place for its next request. A browser may leave a
   * kept-alive connection idle for minutes; its place then goes to the next in line.
   */
  invitationMs?: number;
}

/** Well under the 72 s after which the server closes an idle kept-alive connection. */
const LONGEST_WAIT_MS = 20_000;

/**
 * About `limit` requests under way at once on `instance`'s routes (docs/performance.md,
 * Capacity). A kept-alive connection whose answer goes out while `limit` others are under way is
 * left unread: its next request waits in the kernel's socket buffer, where it costs this process
 * nothing. Such connections are read again first come, first served, as places free, each
 * keeping its place for `invitationMs`; one that has waited 20 s is read whatever the count.
 *
 * Work taken on beyond what the process can do at once only waits inside it, and a request's
 * objects that wait longer than the young generation takes to fill are copied and promoted to
 * the old one, every request: at 200 connections the collector took three times its share.
 *
 * The limit is not a wall: a new connection's first request is always read (a health check, a
 * first page load never waits behind the queue), as are requests a client sends without waiting
 * for answers (pipelined). When the server closes, every waiting connection is read again.
 */
export function limitRequestsUnderWay(
  instance: FastifyInstance,
  { limit, invitationMs = 100 }: RequestLimit,
): void {
  let underWay = 0;
  let closing = false;
  /** Connections left unread, in the order their answers went out. */
  const waiting: { socket: Socket; since: number }[] = [];
  const queued = new WeakSet<Socket>();
  /** Connections let in whose next request has not come yet, oldest first, and since when. */
  const invited = new Map<Socket, number>();
  const watched = new WeakSet<Socket>();
  let lookingAgain: NodeJS.Timeout | undefined;

  const letIn = () => {
    const now = performance.now();
    for (const [socket, since] of invited) {
      if (now - since < invitationMs) break;
      invited.delete(socket);
    }
    for (let next = waiting[0]; next !== undefined; next = waiting[0]) {
      const overdue = closing || next.socket.destroyed || now - next.since >= LONGEST_WAIT_MS;
      if (!overdue && underWay + invited.size >= limit) break;
      waiting.shift();
      queued.delete(next.socket);
      if (next.socket.destroyed) continue;
      invited.set(next.socket, now);
      next.socket.resume();
    }
    // An invitation left unused, or a wait grown too long, frees a place with no request ending
    // to notice it: while any connection waits, look again.
    if (waiting.length > 0 && lookingAgain === undefined) {
      lookingAgain = setInterval(letIn, invitationMs).unref();
    } else if (waiting.length === 0 && lookingAgain !== undefined) {
      clearInterval(lookingAgain);
      lookingAgain = undefined;
    }
  };

  /** Leaves `socket` unread if the places are taken or others wait before it. */
  const holdBack = (socket: Socket) => {
    if (closing || socket.destroyed || queued.has(socket)) return;
    if (underWay + invited.size < limit && waiting.length === 0) return;
    socket.pause();
    queued.add(socket);
    waiting.push({ socket, since: performance.now() });
  };

  // A connection only: what `inject` sends has no socket to leave unread.
  const socketOf = (request: FastifyRequest): Socket | undefined =>
    request.raw.socket instanceof Socket && request.routeOptions.config.waitsOutside !== true
      ? request.raw.socket
      : undefined;

  instance.addHook('onRequest', (request, reply, done) => {
    const socket = socketOf(request);
    if (socket !== undefined) {
      if (!watched.has(socket)) {
        watched.add(socket);
        socket.once('close', () => {
          if (invited.delete(socket)) letIn();
        });
      }
      invited.delete(socket);
      underWay += 1;
      // The answer's 'close' comes once it is sent or its connection is gone, whatever the
      // handler did; the connection's covers an answer queued behind a pipelined one.
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        socket.off('close', end);
        underWay -= 1;
        holdBack(socket);
        letIn();
      };
      reply.raw.once('close', end);
      socket.once('close', end);
    }
    done();
  });

  // The server then closes the connections that have no request: a waiting one's next request
  // is read first (two turns of the event loop: its socket is polled in the next), so it is
  // answered (503 while closing), not cut off unanswered.
  instance.addHook('preClose', async () => {
    closing = true;
    if (waiting.length === 0) return;
    letIn();
    for (let turn = 0; turn < 2; turn += 1) await new Promise((next) => setImmediate(next));
  });
}
