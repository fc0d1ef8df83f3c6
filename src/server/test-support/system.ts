import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CSRF_HEADER } from '../../domain/contract';
import { ANNUITY_EXAMPLE } from '../../domain/contract/example-requests';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { signIn, type RunningProvider } from '../idp/test-support';

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

/** docs/calculation.md's first example as a used car: an offer every part accepts. */
export const usedCarLoan = {
  calculationRequest: {
    object: { ...ANNUITY_EXAMPLE.object, objectTypeID: 'vehicle', objectCondition: 'Used' },
    financialParameters: ANNUITY_EXAMPLE.financialParameters,
  },
};
