import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs everything embedded with nothing configured', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      dataDir: '.data',
      databaseUrl: undefined,
      serviceApiKey: 'dev-partner-api-key',
      sessionIdleMinutes: 30,
      identityProvider: {
        embedded: true,
        issuer: 'http://localhost:3000/auth/realms/dealer',
        discoveryUrl: 'http://127.0.0.1:3000/auth/realms/dealer',
        clientId: 'dealer-portal',
        audience: 'dealer-portal',
      },
      partnerApi: {
        embedded: true,
        url: 'http://127.0.0.1:3000/partner-api',
        credential: { kind: 'apiKey', apiKey: 'dev-partner-api-key' },
        tokenAudience: 'partner-api',
        connections: 32,
        allowLocalWebhookUrls: true,
        bankDecisions: true,
      },
    });
  });

  it('allows local webhook URLs only when everything runs embedded, unless told', () => {
    const embeddedServiceBehindRealProvider = loadConfig({
      OIDC_URL: 'https://sso.bank.example',
      PARTNER_API_KEY: 'a-long-real-api-key-123',
    });
    expect(embeddedServiceBehindRealProvider.partnerApi.allowLocalWebhookUrls).toBe(false);
    const told = loadConfig({ WEBHOOK_ALLOW_LOCAL_URLS: 'false', BANK_DECISIONS: 'off' });
    expect(told.partnerApi).toMatchObject({ allowLocalWebhookUrls: false, bankDecisions: false });
    expect(() => loadConfig({ BANK_DECISIONS: 'maybe' })).toThrow(
      'BANK_DECISIONS must be true or false (got "maybe")',
    );
  });

  it('signs users out after SESSION_IDLE_MINUTES without use, and refuses a time that makes no sense', () => {
    expect(loadConfig({ SESSION_IDLE_MINUTES: '5' }).sessionIdleMinutes).toBe(5);
    expect(loadConfig({ SESSION_IDLE_MINUTES: '0.5' }).sessionIdleMinutes).toBe(0.5);
    expect(() => loadConfig({ SESSION_IDLE_MINUTES: '0' })).toThrow(
      'SESSION_IDLE_MINUTES must be a number of minutes from 0.1 to 1440 (got "0")',
    );
  });

  it('reads values from the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      PUBLIC_URL: 'https://portal.example.com/',
      DATABASE_URL: 'postgres://portal:secret@db:5432/portal',
    });
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe('https://portal.example.com');
    expect(config.identityProvider.issuer).toBe('https://portal.example.com/auth/realms/dealer');
    expect(config.databaseUrl).toBe('postgres://portal:secret@db:5432/portal');
  });

  it('treats an empty variable as not set', () => {
    expect(loadConfig({ PORT: '' }).port).toBe(3000);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '3000.5'],
    ['PUBLIC_URL', 'not a url'],
    ['LOG_LEVEL', 'loud'],
    ['OIDC_URL', 'ftp://sso'],
    ['OIDC_REALM', 'my realm'],
  ])('refuses %s=%s with a message naming the variable', (variable, value) => {
    const attempt = () => loadConfig({ [variable]: value });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(
      new RegExp(`^Invalid configuration: ${variable} .*\\(got "${value}"\\)$`),
    );
  });

  it('names a bad DATABASE_URL without repeating it: it may hold a password', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://user:secret@db/portal' })).toThrow(
      /^Invalid configuration: DATABASE_URL must be a postgres:\/\/ URL, e\.g\. [^(]*$/,
    );
  });

  it('names every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'abc', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (error) {
      expect((error as ConfigError).problems.map((problem) => problem.split(' ')[0])).toEqual([
        'PORT',
        'LOG_LEVEL',
      ]);
    }
  });

  it('subscribes the embedded service to webhooks and polls a bank service by its own settings', () => {
    expect(loadConfig({}).liveChanges).toEqual({
      webhookSecret: undefined,
      subscribeUrl: 'http://127.0.0.1:3000/webhooks/partner-api',
      pollSeconds: undefined,
    });
    const secret = `whsec_${Buffer.from('the subscription secret').toString('base64')}`;
    expect(
      loadConfig({ PARTNER_WEBHOOK_SECRET: secret, PARTNER_POLL_SECONDS: '0' }).liveChanges,
    ).toMatchObject({ webhookSecret: secret, pollSeconds: 0 });
    expect(() => loadConfig({ PARTNER_POLL_SECONDS: '0.05' })).toThrow(
      'PARTNER_POLL_SECONDS must be 0 (never) or a number of seconds from 0.2 to 3600 (got "0.05")',
    );
    const refused = () => loadConfig({ PARTNER_WEBHOOK_SECRET: 'not-a-whsec-secret' });
    expect(refused).toThrow('PARTNER_WEBHOOK_SECRET must be a whsec_… signing secret');
    expect(refused).not.toThrow(/not-a-whsec-secret/);
  });

  describe("a bank's own Keycloak and service", () => {
    const bank = {
      OIDC_URL: 'https://sso.bank.example/auth/',
      OIDC_REALM: 'dealers',
      PARTNER_API_URL: 'https://partner-api.bank.example/v1/',
      PARTNER_CLIENT_ID: 'dealer-portal-server',
      PARTNER_CLIENT_SECRET: 'a-real-secret-from-the-vault',
    };

    it('starts nothing embedded and uses client credentials from the realm', () => {
      const config = loadConfig(bank);
      expect(config.identityProvider).toMatchObject({
        embedded: false,
        issuer: 'https://sso.bank.example/auth/realms/dealers',
        discoveryUrl: 'https://sso.bank.example/auth/realms/dealers',
      });
      expect(config.partnerApi).toMatchObject({
        embedded: false,
        url: 'https://partner-api.bank.example/v1',
        credential: {
          kind: 'clientCredentials',
          clientId: 'dealer-portal-server',
          tokenUrl: 'https://sso.bank.example/auth/realms/dealers/protocol/openid-connect/token',
        },
      });
    });

    it('supports Keycloak without the /auth prefix (version 17 and later)', () => {
      const config = loadConfig({ ...bank, OIDC_URL: 'https://sso.bank.example' });
      expect(config.identityProvider.issuer).toBe('https://sso.bank.example/realms/dealers');
    });

    it('uses an API key when no client is configured', () => {
      const { PARTNER_CLIENT_ID, PARTNER_CLIENT_SECRET, ...withoutClient } = bank;
      const config = loadConfig({ ...withoutClient, PARTNER_API_KEY: 'a-long-real-api-key-123' });
      expect(config.partnerApi.credential).toEqual({
        kind: 'apiKey',
        apiKey: 'a-long-real-api-key-123',
      });
    });

    it.each([
      ['PARTNER_CLIENT_SECRET', { ...bank, PARTNER_CLIENT_SECRET: 'dev-partner-secret' }],
      [
        'PARTNER_API_KEY',
        { PARTNER_API_URL: bank.PARTNER_API_URL, PARTNER_API_KEY: 'dev-partner-api-key' },
      ],
      ['PARTNER_API_KEY', { OIDC_URL: bank.OIDC_URL, PARTNER_API_KEY: 'dev-partner-api-key' }],
    ])('refuses to start with the demo %s', (variable, environment) => {
      expect(() => loadConfig(environment)).toThrow(new RegExp(`${variable} is the demo secret`));
    });

    it.each([
      'https://partner-api.bank.example/v1?tenant=7',
      'https://partner-api.bank.example/v1#top',
      'https://user:secret@partner-api.bank.example/v1',
    ])('refuses the service URL %s, which the calls could not keep', (url) => {
      expect(() => loadConfig({ ...bank, PARTNER_API_URL: url })).toThrow(
        /PARTNER_API_URL must be the service’s base URL, without a query, fragment or credentials/,
      );
    });

    it('refuses to start with no partner credential at all', () => {
      expect(() => loadConfig({ PARTNER_API_URL: bank.PARTNER_API_URL })).toThrow(
        /PARTNER_API_KEY \(or PARTNER_CLIENT_ID and PARTNER_CLIENT_SECRET\) must be set/,
      );
    });

    it("refuses the embedded provider's demo users in front of a real service", () => {
      expect(() =>
        loadConfig({
          PARTNER_API_URL: bank.PARTNER_API_URL,
          PARTNER_API_KEY: 'a-long-real-api-key-123',
        }),
      ).toThrow(/OIDC_URL must be set when PARTNER_API_URL is/);
    });

    it('refuses an embedded service that would accept the demo key behind a real provider', () => {
      expect(() =>
        loadConfig({
          OIDC_URL: bank.OIDC_URL,
          PARTNER_CLIENT_ID: bank.PARTNER_CLIENT_ID,
          PARTNER_CLIENT_SECRET: bank.PARTNER_CLIENT_SECRET,
        }),
      ).toThrow(/PARTNER_API_KEY must be set when OIDC_URL is/);
    });

    it('never repeats a secret in its message', () => {
      for (const variable of ['PARTNER_API_KEY', 'PARTNER_CLIENT_SECRET']) {
        try {
          loadConfig({ [variable]: 'short' });
          expect.unreachable();
        } catch (error) {
          expect((error as ConfigError).message).toContain(variable);
          expect((error as ConfigError).message).not.toContain('short');
        }
      }
    });

    it('refuses half a client credential', () => {
      expect(() => loadConfig({ PARTNER_CLIENT_ID: 'portal' })).toThrow(
        /PARTNER_CLIENT_ID and PARTNER_CLIENT_SECRET must be set together/,
      );
    });
  });

  it('has the security limits of the issue by default, and reads them from the environment', () => {
    expect(loadConfig({})).toMatchObject({
      identityProvider: {
        sessions: { idleSeconds: 1800, maxSeconds: 36_000 },
        signInThrottle: { freeFailures: 5, lockFailures: 10, windowSeconds: 900, lockSeconds: 900 },
      },
      clientFailureLimit: { limit: 10, windowSeconds: 900 },
    });
    const short = loadConfig({
      SESSION_IDLE_MINUTES: '0.5',
      SESSION_MAX_HOURS: '1',
      SIGN_IN_FREE_FAILURES: '2',
      SIGN_IN_LOCK_FAILURES: '3',
      CLIENT_FAILURE_LIMIT: '4',
    });
    expect(short.identityProvider.sessions).toEqual({ idleSeconds: 30, maxSeconds: 3600 });
    expect(short.identityProvider.signInThrottle).toMatchObject({
      freeFailures: 2,
      lockFailures: 3,
    });
    expect(short.clientFailureLimit.limit).toBe(4);
  });

  it.each([
    [{ SESSION_IDLE_MINUTES: '0' }, /SESSION_IDLE_MINUTES must be a number of minutes/],
    [
      { SESSION_IDLE_MINUTES: '90', SESSION_MAX_HOURS: '1' },
      /SESSION_IDLE_MINUTES may not be longer/,
    ],
    [
      { SIGN_IN_FREE_FAILURES: '5', SIGN_IN_LOCK_FAILURES: '5' },
      /SIGN_IN_LOCK_FAILURES must be more/,
    ],
    [{ CLIENT_FAILURE_LIMIT: '2.5' }, /CLIENT_FAILURE_LIMIT must be a whole number/],
    [{ PARTNER_API_CONNECTIONS: '0' }, /PARTNER_API_CONNECTIONS must be a whole number from 1/],
  ])('refuses limits that make no sense: %o', (environment, message) => {
    expect(() => loadConfig(environment)).toThrow(message);
  });

  it('decides once which demo credentials are in use', () => {
    const demo = loadConfig({});
    expect(demo.demoCredentials).toEqual({
      apiKey: 'dev-partner-api-key',
      campaignAdminApiKey: 'dev-campaign-admin-key',
      partnerClient: { clientId: 'partner-portal', clientSecret: 'dev-partner-secret' },
    });
    expect(demo.identityProvider.partnerClient).toEqual(demo.demoCredentials.partnerClient);

    const realKey = loadConfig({ PARTNER_API_KEY: 'a-real-key-of-the-operator' });
    expect(realKey.demoCredentials).toEqual({});
    expect(realKey.serviceCampaignAdminApiKey).toBeUndefined();
    expect(realKey.identityProvider.partnerClient).toBeUndefined();

    const ownClient = loadConfig({
      PARTNER_CLIENT_ID: 'portal-server',
      PARTNER_CLIENT_SECRET: 'a-secret-value',
    });
    expect(ownClient.identityProvider.partnerClient).toEqual({
      clientId: 'portal-server',
      clientSecret: 'a-secret-value',
    });
    expect(ownClient.demoCredentials).toEqual({
      apiKey: 'dev-partner-api-key',
      campaignAdminApiKey: 'dev-campaign-admin-key',
    });
  });

  it("keeps campaign administration to a key of its own, never the portal's", () => {
    const key = 'the-same-key-for-both-0123';
    expect(() => loadConfig({ PARTNER_API_KEY: key, CAMPAIGN_ADMIN_API_KEY: key })).toThrow(
      /CAMPAIGN_ADMIN_API_KEY must differ from PARTNER_API_KEY/,
    );
    expect(
      loadConfig({ PARTNER_API_KEY: key, CAMPAIGN_ADMIN_API_KEY: 'an-administration-key-456' })
        .serviceCampaignAdminApiKey,
    ).toBe('an-administration-key-456');
  });
});

/** The configuration's one-line problems with `TRUST_PROXY` (and `HOST`), none when it loads. */
function configProblems(environment: Record<string, string>): string[] {
  try {
    loadConfig(environment);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('TRUST_PROXY', () => {
  it('takes a number of proxies, or their addresses, networks and proxy-addr names', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, ::1 ,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
  });

  it('names what is wrong in one line', () => {
    const shape =
      'TRUST_PROXY must be a number of proxies from 1 to 10, or their addresses or networks separated by commas (e.g. 127.0.0.1,10.0.0.0/8 or loopback)';
    for (const value of ['11', 'proxy.example', '10.0.0.0/33', '10.0.0.1,', '1.5', '-1']) {
      expect(configProblems({ TRUST_PROXY: value }), value).toEqual([
        `${shape} (got ${JSON.stringify(value)})`,
      ]);
    }
  });

  it('refuses to trust everyone: any client could choose the address it is counted under', () => {
    for (const value of ['true', '*', '0.0.0.0/0', '10.0.0.1,::/0']) {
      expect(configProblems({ TRUST_PROXY: value }), value).toEqual([
        `TRUST_PROXY must name the proxies: trusting every address lets any client choose the address its failures are counted under (got ${JSON.stringify(value)})`,
      ]);
    }
  });

  it('takes a number of proxies only with the port on loopback', () => {
    expect(configProblems({ TRUST_PROXY: '2', HOST: '127.0.0.1' })).toEqual([]);
    expect(configProblems({ TRUST_PROXY: '10.0.0.0/8', HOST: '0.0.0.0' })).toEqual([]);
    expect(configProblems({ TRUST_PROXY: '1', HOST: '0.0.0.0' })).toEqual([
      'TRUST_PROXY may be a number of proxies only with HOST on loopback (localhost, 127.0.0.1 or ::1): a client reaching the port directly could choose its address; name the proxies’ addresses instead',
    ]);
  });
});

describe("Norway's registers", () => {
  it('are embedded stand-ins on the same port by default, the vehicle register with a demo key', () => {
    const { registers } = loadConfig({ PORT: '3100' });
    expect(registers.vehicle).toEqual({
      embedded: true,
      url: 'http://127.0.0.1:3100/registers/vegvesen',
      apiKey: 'dev-vehicle-register-key',
    });
    expect(registers.organization).toEqual({
      embedded: true,
      url: 'http://127.0.0.1:3100/registers/brreg/enhetsregisteret/api',
    });
  });

  it('are the real registers when their URLs are set, the vehicle register only with a key', () => {
    const { registers } = loadConfig({
      VEHICLE_REGISTER_URL: 'https://akfell-datautlevering.atlas.vegvesen.no/',
      VEHICLE_REGISTER_API_KEY: 'a-key-from-svv',
      ORGANIZATION_REGISTER_URL: 'https://data.brreg.no/enhetsregisteret/api',
    });
    expect(registers.vehicle).toEqual({
      embedded: false,
      url: 'https://akfell-datautlevering.atlas.vegvesen.no',
      apiKey: 'a-key-from-svv',
    });
    expect(registers.organization.embedded).toBe(false);
    expect(() =>
      loadConfig({ VEHICLE_REGISTER_URL: 'https://akfell-datautlevering.atlas.vegvesen.no' }),
    ).toThrow('VEHICLE_REGISTER_API_KEY must be set');
    expect(() => loadConfig({ ORGANIZATION_REGISTER_URL: 'data.brreg.no' })).toThrow(
      'ORGANIZATION_REGISTER_URL must be an http(s) URL',
    );
  });
});
