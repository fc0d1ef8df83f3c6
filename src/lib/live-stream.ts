import { createParser } from 'eventsource-parser';
import {
  CSRF_HEADER,
  LIVE_EVENTS,
  LIVE_HEARTBEAT_SECONDS,
  LiveChangeSchema,
  PORTAL_API,
  type LiveChange,
} from '../domain/contract';
import { PATHS } from '../domain/topology';
import { currentAccessToken } from './access-token';

export type LiveMessage = { kind: 'change'; change: LiveChange } | { kind: 'reset' };

/** A stream that has said nothing, not even its heartbeat, for this long is taken for lost. */
const SILENCE_LIMIT_MS = (LIVE_HEARTBEAT_SECONDS * 2 + 5) * 1000;
/** Waits before reconnecting: longer after each failure in a row, back to the first on success. */
const RECONNECT_DELAYS_MS = [500, 1000, 2000, 5000, 10_000];

/**
 * Follows `GET /api/events` until `signal` aborts. EventSource cannot send the bearer token or
 * the CSRF header every `/api` call needs, so the stream is read with fetch and parsed with
 * eventsource-parser; after a lost connection, a server error or the server's periodic end it
 * reconnects with a current token and `Last-Event-ID`, so nothing is missed or repeated.
 */
export async function followLiveStream(
  onMessage: (message: LiveMessage) => void,
  signal: AbortSignal,
): Promise<void> {
  let lastEventId: string | undefined;
  let failures = 0;
  while (!signal.aborted) {
    const opened = await readOnce();
    failures = opened ? 0 : failures + 1;
    const delay = opened
      ? 0
      : RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length) - 1];
    await waitToReconnect(delay ?? 0);
  }

  /** Waits `delay`, less if the browser comes back online or the stream is stopped. */
  function waitToReconnect(delay: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        window.removeEventListener('online', done);
        signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, delay);
      window.addEventListener('online', done);
      signal.addEventListener('abort', done);
    });
  }

  /** One connection, until it ends; whether it opened. */
  async function readOnce(): Promise<boolean> {
    const connection = new AbortController();
    const stop = () => {
      connection.abort();
    };
    signal.addEventListener('abort', stop);
    // A browser that knows it went offline need not wait for the silence to tell.
    window.addEventListener('offline', stop);
    let silence = setTimeout(stop, SILENCE_LIMIT_MS);
    const heard = () => {
      clearTimeout(silence);
      silence = setTimeout(stop, SILENCE_LIMIT_MS);
    };
    const parser = createParser({
      onComment: heard,
      onEvent: (event) => {
        heard();
        if (event.id !== undefined) lastEventId = event.id;
        if (event.event === LIVE_EVENTS.reset) onMessage({ kind: 'reset' });
        if (event.event !== LIVE_EVENTS.change) return;
        const change = LiveChangeSchema.safeParse(JSON.parse(event.data));
        if (change.success) onMessage({ kind: 'change', change: change.data });
      },
    });
    try {
      const token = await currentAccessToken();
      const response = await fetch(`${PATHS.portalApi}${PORTAL_API.events.path}`, {
        headers: {
          Accept: 'text/event-stream',
          [CSRF_HEADER.name]: CSRF_HEADER.value,
          ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }),
          ...(lastEventId === undefined ? {} : { 'Last-Event-ID': lastEventId }),
        },
        credentials: 'same-origin',
        // A stream that never ends must not count as one of the screen's own requests: low, the
        // browser serves the screen's data first (and Lighthouse does not wait for it to finish).
        priority: 'low',
        signal: connection.signal,
      });
      if (!response.ok || response.body === null) return false;
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        parser.feed(read.value);
      }
      return true;
    } catch {
      return false; // offline, aborted or cut off: the loop decides whether to go on
    } finally {
      clearTimeout(silence);
      signal.removeEventListener('abort', stop);
      window.removeEventListener('offline', stop);
    }
  }
}
