import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CSRF_HEADER } from '../../domain/contract';
import { ANNUITY_EXAMPLE } from '../../domain/contract/example-requests';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { defined, signIn, type RunningProvider } from '../idp/test-support';

/** The whole system on a real port, for tests of how its parts work together. */

/** A port nothing listens on now: the issuer's URL must name the port before the app starts. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        resolve(typeof address === 'object' && address !== null ? address.port : 0);
      });
    });
  });
}

export interface RunningSystem {
  app: FastifyInstance;
  origin: string;
  dataDir: string;
  provider: RunningProvider;
  /** Stops the system and removes its files, unless `keepData` (to look at them after). */
  close(options?: { keepData?: boolean }): Promise<void>;
}

/** The whole system as `npm start` runs it, on a fresh data directory. */
export async function startSystem(
  environment: Record<string, string> = {},
  logStream?: NodeJS.WritableStream,
): Promise<RunningSystem> {
  const root = mkdtempSync(join(tmpdir(), 'portal-system-'));
  mkdirSync(join(root, 'dist', 'client'), { recursive: true });
  writeFileSync(join(root, 'dist', 'client', 'index.html'), '<!doctype html><div id="root"></div>');
  const port = await freePort();
  const config = loadConfig({
    PORT: String(port),
    DATA_DIR: join(root, '.data'),
    LOG_LEVEL: 'silent',
    ...environment,
  });
  const app = await buildApp({ config, root, ...(logStream === undefined ? {} : { logStream }) });
  await app.listen({ port, host: '127.0.0.1' });
  const origin = `http://localhost:${port}`;
  const issuer = config.identityProvider.issuer;
  return {
    app,
    origin,
    dataDir: config.dataDir,
    provider: {
      app,
      origin,
      issuer,
      port,
      redirectUri: `${origin}/auth/callback`,
      postLogoutRedirectUri: `${origin}/`,
      url: (path) => `${issuer}${path}`,
      close: () => app.close(),
    },
    async close({ keepData = false } = {}) {
      await app.close(); // closing twice is harmless
      if (!keepData) rmSync(root, { recursive: true, force: true });
    },
  };
}

export async function callApi(
  system: RunningSystem,
  username: string,
  path: string,
  body?: unknown,
) {
  const { tokens } = await signIn(system.provider, username);
  return fetch(`${system.origin}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${tokens.access_token}`,
      [CSRF_HEADER.name]: CSRF_HEADER.value,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** An event stream of `/api/events`, read up to its `ready` event. */
export interface OpenEventStream {
  /** Resolves when the server ends the stream; rejects when the test aborts it. */
  closed: Promise<void>;
  abort(): void;
}

/** Opens the user's `/api/events` and reads it up to its `ready` event. */
export async function openEventStream(
  system: RunningSystem,
  accessToken: string,
): Promise<OpenEventStream> {
  const connection = new AbortController();
  const response = await fetch(`${system.origin}/api/events`, {
    headers: { authorization: `Bearer ${accessToken}`, [CSRF_HEADER.name]: CSRF_HEADER.value },
    signal: connection.signal,
  });
  if (response.status !== 200) throw new Error(`the stream answered ${response.status}`);
  const reader = defined(response.body).pipeThrough(new TextDecoderStream()).getReader();
  let said = '';
  while (!said.includes('event: ready')) {
    const read = await reader.read();
    if (read.done) throw new Error('the stream ended before it was ready');
    said += read.value;
  }
  const closed = (async () => {
    for (let read = await reader.read(); !read.done; read = await reader.read());
  })();
  closed.catch(() => undefined); // an aborted stream rejects; only the test's own are awaited
  return {
    closed,
    abort: () => {
      connection.abort();
    },
  };
}

/** docs/calculation.md's first example as a used car: an offer every part accepts. */
export const usedCarLoan = {
  calculationRequest: {
    object: { ...ANNUITY_EXAMPLE.object, objectTypeID: 'vehicle', objectCondition: 'Used' },
    financialParameters: ANNUITY_EXAMPLE.financialParameters,
  },
};
