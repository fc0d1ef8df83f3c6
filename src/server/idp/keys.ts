import { randomBytes, randomUUID } from 'node:crypto';
import { chmod, link, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair } from 'jose';
import { z } from 'zod';

export const SIGNING_ALGORITHM = 'RS256';

const SIGNING_KEYS_FILE = 'signing-keys.json';
const COOKIE_KEYS_FILE = 'cookie-keys.json';

const base64url = z.string().regex(/^[A-Za-z0-9_-]+$/, 'must be base64url');

/** A private RSA signing key as a JWK: the only shape this provider writes and accepts. */
const PrivateSigningKeySchema = z.object({
  kty: z.literal('RSA'),
  kid: z.string().min(1),
  alg: z.literal(SIGNING_ALGORITHM),
  use: z.literal('sig'),
  n: base64url,
  e: base64url,
  d: base64url,
  p: base64url,
  q: base64url,
  dp: base64url,
  dq: base64url,
  qi: base64url,
});

const SigningKeySetSchema = z.object({ keys: z.array(PrivateSigningKeySchema).min(1) });
const CookieKeysSchema = z.array(z.string().min(32)).min(1);

export type PrivateSigningKey = z.infer<typeof PrivateSigningKeySchema>;

export interface ProviderKeys {
  /** Private JWKs; the first one signs. */
  signingKeys: PrivateSigningKey[];
  /** Keys for oidc-provider's signed cookies; the first one signs. */
  cookieKeys: string[];
}

/** The public half of the signing keys, as the `certs` endpoint publishes them. */
export function publicSigningKeys(keys: readonly PrivateSigningKey[]) {
  return keys.map(({ kty, kid, alg, use, n, e }) => ({ kty, kid, alg, use, n, e }));
}

async function generateSigningKeySet(): Promise<z.infer<typeof SigningKeySetSchema>> {
  const { privateKey } = await generateKeyPair(SIGNING_ALGORITHM, {
    modulusLength: 2048,
    extractable: true,
  });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(jwk);
  return SigningKeySetSchema.parse({ keys: [{ ...jwk, kid, alg: SIGNING_ALGORITHM, use: 'sig' }] });
}

function generateCookieKeys(): string[] {
  return [randomBytes(32).toString('base64url')];
}

function isErrorWithCode(error: unknown, code: string): boolean {
  return error instanceof Error && 'code' in error && error.code === code;
}

async function readKeyFile<T>(path: string, schema: z.ZodType<T>): Promise<T | undefined> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if (isErrorWithCode(error, 'ENOENT')) return undefined;
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new Error(
      `${path} does not hold the keys the identity provider expects (${z.prettifyError(parsed.error)}); delete the file to generate new keys.`,
    );
  }
  await restrictToOwner(path);
  return parsed.data;
}

/** Private keys must not be readable by others; a file copied in with laxer rights is tightened. */
async function restrictToOwner(path: string): Promise<void> {
  if (process.platform === 'win32') return;
  const { mode } = await stat(path);
  if ((mode & 0o077) !== 0) await chmod(path, 0o600);
}

/**
 * Reads the file, or writes it when absent. Written to a temporary file and hard-linked into
 * place, so a reader never sees half a file and two processes starting at once agree on one key.
 */
async function readOrCreateKeyFile<T>(
  path: string,
  schema: z.ZodType<T>,
  create: () => Promise<T> | T,
): Promise<T> {
  const existing = await readKeyFile(path, schema);
  if (existing !== undefined) return existing;

  const value = await create();
  const temporary = `${path}.${randomUUID()}.tmp`;
  await writeFile(temporary, `${JSON.stringify(value, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  try {
    await link(temporary, path);
  } catch (error) {
    if (!isErrorWithCode(error, 'EEXIST')) throw error;
    const winner = await readKeyFile(path, schema);
    if (winner === undefined) throw error;
    return winner;
  } finally {
    await rm(temporary, { force: true });
  }
  return value;
}

/**
 * The provider's signing keys and cookie keys, generated on first start and kept in `dataDir`
 * (mode 0600), so tokens and sessions stay valid across restarts.
 */
export async function loadOrCreateKeys(dataDir: string): Promise<ProviderKeys> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const signingKeySet = await readOrCreateKeyFile(
    join(dataDir, SIGNING_KEYS_FILE),
    SigningKeySetSchema,
    generateSigningKeySet,
  );
  const cookieKeys = await readOrCreateKeyFile(
    join(dataDir, COOKIE_KEYS_FILE),
    CookieKeysSchema,
    generateCookieKeys,
  );
  return { signingKeys: signingKeySet.keys, cookieKeys };
}
