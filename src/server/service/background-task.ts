import type { Database } from '../database';

export interface BackgroundTask {
  /** Runs `work` now and whenever woken: by a NOTIFY on `channel`, else every poll interval. */
  start: () => Promise<void>;
  /**
   * Stops waking it, tells the run under way to stop (its signal aborts), and waits for that run
   * to finish what it has begun.
   */
  stop: () => Promise<void>;
}

/**
 * Runs `work` in the background, one run at a time: a wake during a run makes one more run
 * after it (none once stopped: `wake` ignores it). A failing run (the database away for a
 * moment) waits for the next wake. `work` gets a signal that aborts when the task stops: a run
 * working through a backlog ends after the step it is in, so a stopping process is not held up.
 */
export function createBackgroundTask(
  work: (stopping: AbortSignal) => Promise<unknown>,
  options: { database: Database; pollIntervalMs: number; channel?: string },
): BackgroundTask {
  let stopped = true;
  let busy = false;
  /** Counts wakes, so a run knows whether one came while it ran. */
  let wakes = 0;
  let running: Promise<void> = Promise.resolve();
  let poll: NodeJS.Timeout | undefined;
  let stopping = new AbortController();

  function wake(): void {
    if (stopped) return;
    wakes += 1;
    if (busy) return;
    busy = true;
    const { signal } = stopping;
    running = (async () => {
      let seen: number;
      do {
        seen = wakes;
        await work(signal).catch(() => undefined);
      } while (wakes !== seen && !signal.aborted);
      busy = false;
    })();
  }

  return {
    async start() {
      if (!stopped) return;
      stopped = false;
      stopping = new AbortController();
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
      stopping.abort();
      await running;
    },
  };
}
