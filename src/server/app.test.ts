import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CalculationResponseSchema,
  isPortalConfig,
  SalesPersonListSchema,
} from '../domain/contract';
import { callApi, startSystem, usedCarLoan, type RunningSystem } from './test-support/system';

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
        dealerName: 'Nordvik Motor AS',
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

// The provider's keys are read (or made) while the database starts, and awaited after it.
it("stops the start with the provider's own message when its key file is damaged", async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-damaged-keys-'));
  mkdirSync(join(dataDir, 'idp'));
  writeFileSync(join(dataDir, 'idp', 'signing-keys.json'), '{"keys": []}');
  await expect(startSystem({ DATA_DIR: dataDir })).rejects.toThrow(
    /signing-keys\.json does not hold the keys .*delete the file to generate new keys/s,
  );
}, 60_000);
