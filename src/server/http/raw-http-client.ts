import { connect } from 'node:net';

/** For tests: HTTP as a slow or odd client speaks it, on a socket of its own (what fetch never sends). */

export interface RawExchange {
  /** Everything the server wrote before it closed the connection. */
  response: string;
  /** From the first byte sent to the server closing the connection. */
  closedAfterMs: number;
  /** The server had not closed the connection when the client gave up. */
  gaveUp: boolean;
}

/**
 * Sends `head` to 127.0.0.1:`port` and, with `trickleEveryMs`, one more byte of a body after
 * each interval, as a slow phone link or an attacker does, until the server closes the
 * connection. Resolves once it is closed, or after `giveUpAfterMs` (then `gaveUp`).
 */
export function rawExchange(
  port: number,
  head: string,
  {
    trickleEveryMs,
    giveUpAfterMs = 5_000,
  }: { trickleEveryMs?: number; giveUpAfterMs?: number } = {},
): Promise<RawExchange> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let started = 0;
    let gaveUp = false;
    const timers: NodeJS.Timeout[] = [];
    const socket = connect(port, '127.0.0.1', () => {
      started = performance.now();
      socket.write(head);
      if (trickleEveryMs !== undefined) {
        timers.push(
          setInterval(() => {
            if (socket.writable) socket.write('x');
          }, trickleEveryMs),
        );
      }
      timers.push(
        setTimeout(() => {
          gaveUp = true;
          socket.destroy();
        }, giveUpAfterMs),
      );
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // A reset after the server's answer is a close too: the answer is what counts.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      for (const timer of timers) clearTimeout(timer);
      if (started === 0) {
        reject(new Error(`could not connect to port ${port}`));
        return;
      }
      resolve({
        response: Buffer.concat(chunks).toString('utf8'),
        closedAfterMs: performance.now() - started,
        gaveUp,
      });
    });
  });
}

/** The status, headers (lower-case names) and body of a raw HTTP/1.1 response. */
export function parseRawResponse(response: string): {
  status: number;
  headers: Record<string, string>;
  body: string;
} {
  const end = response.indexOf('\r\n\r\n');
  const [statusLine = '', ...headerLines] = response.slice(0, end).split('\r\n');
  const headers = Object.fromEntries(
    headerLines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  return {
    status: Number(statusLine.split(' ')[1]),
    headers,
    body: end < 0 ? '' : response.slice(end + 4),
  };
}
