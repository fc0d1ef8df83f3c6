import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CalculationResponseSchema,
  CSRF_HEADER,
  isPortalConfig,
  SalesPersonListSchema,
} from '../domain/contract';
import { buildApp } from './app';
import { loadConfig } from './config';
import { signIn, type RunningProvider } from './idp/test-support';

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

interface RunningSystem {
  app: FastifyInstance;
  origin: string;
  provider: RunningProvider;
  close(): Promise<void>;
}

/** The whole system as `npm start` runs it, on a fresh data directory. */
async function startSystem(environment: Record<string, string> = {}): Promise<RunningSystem> {
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
  const app = await buildApp({ config, root });
  await app.listen({ port, host: '127.0.0.1' });
  const origin = `http://localhost:${port}`;
  const issuer = config.identityProvider.issuer;
  return {
    app,
    origin,
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
    async close() {
      await app.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

async function callApi(system: RunningSystem, username: string, path: string, body?: unknown) {
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

const usedCarLoan = {
  calculationRequest: {
    object: {
      purchasePrice: { amount: 350_000 },
      objectTypeID: 'vehicle',
      objectCondition: 'Used',
    },
    financialParameters: {
      equity: { amount: 50_000 },
      terms: { termCount: 60, termLength: 1 },
      interestRate: 6.9,
      residualValue: { amount: 90_000 },
    },
  },
};

describe.each([
  ['the API key', {}],
  [
    'a client-credentials token',
    { PARTNER_CLIENT_ID: 'partner-portal', PARTNER_CLIENT_SECRET: 'dev-partner-secret' },
  ],
])(
  'the whole system on one port, the portal server calling the service with %s',
  (_credential, environment) => {
    let system: RunningSystem;

    beforeAll(async () => {
      system = await startSystem(environment);
    }, 60_000);
    afterAll(() => system.close());

    it('is healthy once every part runs', async () => {
      const response = await fetch(`${system.origin}/healthz`);
      expect(response.status).toBe(200);
    });

    it('tells the portal where to sign in', async () => {
      const response = await fetch(`${system.origin}/portal-config.json`);
      const config: unknown = await response.json();
      expect(isPortalConfig(config)).toBe(true);
      expect(config).toEqual({
        oidc: {
          authority: `${system.origin}/auth/realms/dealer`,
          clientId: 'dealer-portal',
          scope: 'openid profile email roles',
        },
        sessionIdleSeconds: 30 * 60,
      });
    });

    it("brings a manager's /api call to the financing service with the partner credential", async () => {
      const response = await callApi(system, 'manager', '/sales-person');
      expect(response.status).toBe(200);
      const salespeople = SalesPersonListSchema.parse(await response.json());
      expect(salespeople.map((person) => person.salesPersonId)).toEqual(
        expect.arrayContaining([1001, 1002, 1003]),
      );
    });

    it("calculates a dealer's offer through the portal server, to the øre", async () => {
      const response = await callApi(system, 'dealer', '/calculation', usedCarLoan);
      expect(response.status).toBe(200);
      const { calculation } = CalculationResponseSchema.parse(await response.json());
      expect(calculation).toMatchObject({ termAmount: 4665.85, effectiveInterestRate: 7.12 });
    });

    it('refuses the financing service to a caller without the partner credential', async () => {
      const response = await fetch(`${system.origin}/partner-api/sales-person`);
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
    });
  },
);
