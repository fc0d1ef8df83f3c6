import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What must never reach the browser: the partner credentials and the variables that hold them.
 * (`client_secret` as a word is in oidc-client-ts, which supports confidential clients; the
 * portal is a public client and sends none.)
 */
const FORBIDDEN = [
  'dev-partner-api-key',
  'dev-partner-secret',
  'PARTNER_API_KEY',
  'PARTNER_CLIENT_SECRET',
  'PARTNER_CLIENT_ID',
];

function filesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(directory, entry.name)) : [join(directory, entry.name)],
  );
}

// The system the browser tests run against was started from this build.
test('the built portal contains no partner credential', () => {
  const files = filesUnder(join(import.meta.dirname, '..', 'dist', 'client'));
  expect(files.some((file) => file.endsWith('.js'))).toBe(true);
  const leaks = files.flatMap((file) => {
    const content = readFileSync(file, 'utf8');
    return FORBIDDEN.filter((secret) => content.includes(secret)).map(
      (secret) => `${secret} in ${file}`,
    );
  });
  expect(leaks).toEqual([]);
});
