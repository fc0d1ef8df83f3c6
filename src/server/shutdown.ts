import type { FastifyInstance } from 'fastify';

/** After SIGTERM or SIGINT, stopping may take this long; then the process exits with 1. */
export const STOP_DEADLINE_MS = 20_000;

export interface Shutdown {
  /** True once a signal came: the start should go no further. */
  readonly requested: boolean;
  /** The app is built (and listening, unless a signal came first): it closes on a signal now. */
  started(app: FastifyInstance): void;
}

/**
 * A rolling restart's stop (docs/operations.md, Stopping and rolling restarts): on SIGTERM or
 * SIGINT, during the start too, the app closes once it is built: no new requests, those under
 * way and the webhook attempts begun finished, background work stopped, then the database. The
 * process then exits 0. If closing fails or passes the deadline, one line on standard error and
 * exit 1; a second signal exits at once. Registered before anything starts.
 */
export function stopOnSignals(deadlineMs = STOP_DEADLINE_MS): Shutdown {
  let requested = false;
  let app: FastifyInstance | undefined;
  let closing = false;

  function close(): void {
    if (app === undefined || closing) return;
    closing = true;
    app.log.info('stopping: finishing the requests and webhook attempts under way');
    // One turn of the event loop first: connections already made and requests already sent are
    // read, and then finished, instead of reset with the listening socket.
    new Promise((resolve) => setImmediate(resolve))
      .then(() => app?.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(
            `Stopping failed: ${error instanceof Error ? error.message : String(error)}`,
          );
          process.exit(1);
        },
      );
  }

  const onSignal = (signal: NodeJS.Signals) => {
    if (requested) {
      console.error(`${signal} again: stopped without finishing what was under way`);
      process.exit(1);
    }
    requested = true;
    setTimeout(() => {
      console.error(
        `Stopping took more than ${deadlineMs / 1000} s: stopped without finishing what was under way`,
      );
      process.exit(1);
    }, deadlineMs);
    close();
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);

  return {
    get requested() {
      return requested;
    },
    started(built) {
      app = built;
      if (requested) close();
    },
  };
}

/**
 * Once the app is closing, every response ends its connection: the server's close then waits
 * for the requests under way, not for their keep-alive connections to time out (72 s).
 */
export function endConnectionsWhenClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
