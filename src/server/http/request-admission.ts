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

/**
 * At most `limit` requests under way at once on `instance`'s routes (docs/performance.md,
 * Capacity). A kept-alive connection whose answer goes out while `limit` others are under way is
 * left unread: its next request waits in the kernel's socket buffer, where it costs this process
 * nothing, and the connections so left are read again first come, first served as others end.
 *
 * Work taken on beyond what the process can do at once only waits inside it, and a request's
 * objects that wait longer than the young generation takes to fill are copied and promoted to
 * the old one, every request: at 200 connections the collector took three times its share.
 *
 * A new connection's first request is always read, so a health check or a first page load never
 * waits behind the queue; the limit holds once connections are kept alive, as a browser's and a
 * load balancer's are.
 */
export function limitRequestsUnderWay(instance: FastifyInstance, limit: number): void {
  /** Connections with a request under way, or let in for their next one. */
  const holding = new Set<Socket>();
  /** Connections left unread, in the order their answers went out. */
  const waiting: Socket[] = [];
  const waitingSet = new WeakSet<Socket>();
  const watched = new WeakSet<Socket>();

  const letIn = () => {
    while (holding.size < limit) {
      const next = waiting.shift();
      if (next === undefined) return;
      waitingSet.delete(next);
      if (next.destroyed) continue;
      holding.add(next);
      next.resume();
    }
  };

  // A connection only: what `inject` sends has no socket to leave unread.
  const counted = (request: { raw: { socket: unknown }; routeOptions: { config: object } }) =>
    request.raw.socket instanceof Socket &&
    (request.routeOptions.config as { waitsOutside?: boolean }).waitsOutside !== true
      ? request.raw.socket
      : undefined;

  instance.addHook('onRequest', (request, _reply, done) => {
    const socket = counted(request);
    if (socket !== undefined) {
      if (!watched.has(socket)) {
        watched.add(socket);
        socket.once('close', () => {
          if (holding.delete(socket)) letIn();
        });
      }
      holding.add(socket);
    }
    done();
  });

  instance.addHook('onResponse', (request, _reply, done) => {
    const socket = counted(request);
    if (socket !== undefined && holding.delete(socket)) {
      if (holding.size >= limit || waiting.length > 0) {
        if (!waitingSet.has(socket)) {
          socket.pause();
          waitingSet.add(socket);
          waiting.push(socket);
        }
        letIn();
      }
    }
    done();
  });
}
