import type { Database } from '../database';

export interface BackgroundTask {
  /** Runs `work` now and whenever woken: by a NOTIFY on `channel`, else every poll interval. */
  start: () => Promise<void>;
  /** Stops waking it and waits for a run under way. */
  stop: () => Promise<void>;
}

/**
 * Runs `work` in the background, one run at a time: a wake during a run makes one more run
 * after it (none once stopped: `wake` ignores it). A failing run (the database away for a moment) waits for the next wake.
 */
export function createBackgroundTask(
  work: () => Promise<unknown>,
  options: { database: Database; pollIntervalMs: number; channel?: string },
): BackgroundTask {
  let stopped = true;
  let busy = false;
  /** Counts wakes, so a run knows whether one came while it ran. */
  let wakes = 0;
  let running: Promise<void> = Promise.resolve();
  let poll: NodeJS.Timeout | undefined;

  function wake(): void {
    if (stopped) return;
    wakes += 1;
    if (busy) return;
    busy = true;
    running = (async () => {
      let seen: number;
      do {
        seen = wakes;
        await work().catch(() => undefined);
      } while (wakes !== seen);
      busy = false;
    })();
  }

  return {
    async start() {
      if (!stopped) return;
      stopped = false;
      const { database, channel } = options;
      if (channel !== undefined && database.listen !== undefined) {
        // A lost listening connection may have missed notifications: run at once.
        await database.listen(channel, wake, wake).catch(() => undefined);
      }
      poll = setInterval(wake, options.pollIntervalMs);
      poll.unref();
      wake();
    },
    async stop() {
      stopped = true;
      clearInterval(poll);
      await running;
    },
  };
}
