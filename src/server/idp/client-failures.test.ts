import { describe, expect, test } from 'vitest';
import {
  PARTNER_CLIENT_ID,
  PARTNER_CLIENT_SECRET,
  tokenRequest,
  useIdentityProvider,
} from './test-support';

const basic = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;

describe('failed client authentication at the token endpoint', () => {
  const idp = useIdentityProvider({
    overrides: { clientFailureLimit: { limit: 3, windowSeconds: 600 } },
  });

  const withBasic = (secret: string) =>
    tokenRequest(
      idp,
      { grant_type: 'client_credentials' },
      { authorization: basic(PARTNER_CLIENT_ID, secret) },
    );
  const inBody = (secret: string) =>
    tokenRequest(idp, {
      grant_type: 'client_credentials',
      client_id: PARTNER_CLIENT_ID,
      client_secret: secret,
    });

  test('stop guessing from the address but not a client whose Basic secret succeeded there', async () => {
    expect((await withBasic(PARTNER_CLIENT_SECRET)).status).toBe(200);
    for (let failure = 0; failure < 3; failure += 1) {
      expect((await inBody(`wrong-${failure}`)).status).toBe(401);
    }
    // Unknown credentials wait, however they are sent; the right secret in the body too, since
    // it is read only after the check.
    for (const refused of [
      await withBasic('wrong-3'),
      await inBody('wrong-4'),
      await inBody(PARTNER_CLIENT_SECRET),
    ]) {
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(590);
    }
    expect((await withBasic(PARTNER_CLIENT_SECRET)).status).toBe(200);
  });
});
