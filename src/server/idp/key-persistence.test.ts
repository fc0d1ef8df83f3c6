import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { loadOrCreateKeys } from './keys';
import {
  PARTNER_CLIENT_ID,
  PARTNER_CLIENT_SECRET,
  signIn,
  startIdentityProvider,
  tokenRequest,
  type TokenResponse,
} from './test-support';

let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'idp-keys-'));
});

afterEach(async () => {
  vi.restoreAllMocks();
  await rm(dataDir, { recursive: true, force: true });
});

async function certs(url: string): Promise<JSONWebKeySet> {
  return (await (await fetch(url)).json()) as JSONWebKeySet;
}

test('keys are generated once, kept private in dataDir, and survive a restart', async () => {
  const warnings = vi.spyOn(console, 'warn');
  const first = await startIdentityProvider({ dataDir });
  const { port, issuer } = first;
  const certsUrl = first.url('/protocol/openid-connect/certs');
  const before = await certs(certsUrl);
  const { tokens } = await signIn(first, 'manager');
  const serviceToken = (await (
    await tokenRequest(first, {
      grant_type: 'client_credentials',
      client_id: PARTNER_CLIENT_ID,
      client_secret: PARTNER_CLIENT_SECRET,
    })
  ).json()) as TokenResponse;
  await first.close();

  for (const file of ['signing-keys.json', 'cookie-keys.json']) {
    const { mode } = await stat(join(dataDir, file));
    expect((mode & 0o777).toString(8)).toBe('600');
  }
  const stored = JSON.parse(await readFile(join(dataDir, 'signing-keys.json'), 'utf8')) as {
    keys: { kid: string; d?: string }[];
  };
  expect(stored.keys[0]?.d).toEqual(expect.any(String));
  expect(stored.keys[0]?.kid).toBe(before.keys[0]?.kid);

  const second = await startIdentityProvider({ dataDir, port });
  try {
    expect(second.issuer).toBe(issuer);
    const after = await certs(certsUrl);
    expect(after.keys.map((key) => key.kid)).toEqual(before.keys.map((key) => key.kid));

    const keySet = createLocalJWKSet(after);
    await expect(
      jwtVerify(tokens.access_token, keySet, { issuer, audience: 'dealer-portal' }),
    ).resolves.toBeDefined();
    await expect(
      jwtVerify(serviceToken.access_token, keySet, { issuer, audience: 'partner-api' }),
    ).resolves.toBeDefined();
  } finally {
    await second.close();
  }

  // oidc-provider warns when it falls back to its development keys or storage: never here.
  const messages = warnings.mock.calls.map((call) => String(call[0]));
  expect(messages.filter((message) => message.includes('development-only'))).toEqual([]);
});

test('a damaged key file stops the start with a message naming the file', async () => {
  await writeFile(join(dataDir, 'signing-keys.json'), '{"keys": []}', { mode: 0o600 });
  await expect(loadOrCreateKeys(dataDir)).rejects.toThrow(
    /signing-keys\.json does not hold the keys .*delete the file to generate new keys/s,
  );
});

test('a key file readable by others is made private', async () => {
  const keys = await loadOrCreateKeys(dataDir);
  const path = join(dataDir, 'cookie-keys.json');
  await writeFile(path, JSON.stringify(keys.cookieKeys), { mode: 0o644 });
  const again = await loadOrCreateKeys(dataDir);
  expect(again.cookieKeys).toEqual(keys.cookieKeys);
  expect(((await stat(path)).mode & 0o777).toString(8)).toBe('600');
});

test('processes starting together agree on one key', async () => {
  const [a, b, c] = await Promise.all([1, 2, 3].map(() => loadOrCreateKeys(dataDir)));
  expect(b?.signingKeys[0]?.kid).toBe(a?.signingKeys[0]?.kid);
  expect(c?.cookieKeys).toEqual(a?.cookieKeys);
});
