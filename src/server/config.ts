import { z } from 'zod';
import { isValidOrganizationNumber } from '../domain/identity-numbers';
import { PATHS } from '../domain/topology';
import type { LiveChangesConfig } from './bff/live';
import { DEMO_LENDER, type Lender } from './bff/offer-document/lender';
import type { PartnerCredentialConfig } from './bff/partner-credential';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy';
import { ENHETSREGISTERET_API_PATH } from './registers/organization-register-stand-in';

/**
 * The server's configuration, read from the environment once at start and validated here, so a
 * bad value stops the start with a message naming the variable instead of failing later.
 *
 * With nothing set, everything runs embedded on one port: the financing service, the identity
 * provider and demo credentials. A bank points the portal at its real service (`PARTNER_API_URL`)
 * and Keycloak (`OIDC_URL`); the embedded parts then do not start.
 */

const DEMO_SECRETS = {
  PARTNER_API_KEY: 'dev-partner-api-key',
  CAMPAIGN_ADMIN_API_KEY: 'dev-campaign-admin-key',
  PARTNER_CLIENT_SECRET: 'dev-partner-secret',
} as const;

/** The key the embedded vehicle register accepts unless VEHICLE_REGISTER_API_KEY names another. */
const DEMO_VEHICLE_REGISTER_API_KEY = 'dev-vehicle-register-key';

const DEMO_PARTNER_CLIENT_ID = 'partner-portal';

const EMBEDDED_REALM = 'dealer';

/** Never echoed in a configuration error: the start-up log is no place for a secret. */
const SECRET_VARIABLES = new Set([
  'PARTNER_API_KEY',
  'CAMPAIGN_ADMIN_API_KEY',
  'PARTNER_CLIENT_SECRET',
  'PARTNER_WEBHOOK_SECRET',
  'DATABASE_URL',
  'VEHICLE_REGISTER_API_KEY',
]);

const port = z.coerce
  .number({ error: 'must be a whole number from 1 to 65535' })
  .int({ error: 'must be a whole number from 1 to 65535' })
  .min(1, { error: 'must be a whole number from 1 to 65535' })
  .max(65535, { error: 'must be a whole number from 1 to 65535' });

const httpUrl = (example: string) =>
  z.url({ protocol: /^https?$/, error: `must be an http(s) URL, e.g. ${example}` });

/** A whole count within bounds, e.g. failures before a lock. */
const count = (fallback: number, max: number) => {
  const error = `must be a whole number from 1 to ${max}`;
  return z.coerce
    .number({ error })
    .int({ error })
    .min(1, { error })
    .max(max, { error })
    .default(fallback);
};

/** A duration in minutes; fractions allowed (0.5 is 30 seconds), so tests can set short ones. */
const minutes = (fallback: number, max: number) => {
  const error = `must be a number of minutes from 0.1 to ${max}`;
  return z.coerce.number({ error }).min(0.1, { error }).max(max, { error }).default(fallback);
};

/** `true` or `false` (also `1`/`0`, `yes`/`no`, `on`/`off`); undefined when not set. */
const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], { error: 'must be true or false' })
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value))
  .optional();

/** Text a person reads, e.g. on the customer's offer. */
const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: 'must not be blank' })
    .max(max, { error: `must be at most ${max} characters` });

const name = z
  .string()
  .regex(/^[A-Za-z0-9._-]{1,100}$/, { error: 'must be letters, digits, dot, dash or underscore' });

export const EnvironmentSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default('localhost'),
  PUBLIC_URL: httpUrl('https://portal.example.com').optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  DATA_DIR_MIN_FREE_MB: count(4, 1024 * 1024),
  DATABASE_URL: z
    .url({
      protocol: /^postgres(ql)?$/,
      error: 'must be a postgres:// URL, e.g. postgres://user:password@host:5432/database',
    })
    .optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  OIDC_URL: httpUrl('https://sso.bank.example or https://sso.bank.example/auth').optional(),
  OIDC_REALM: name.default(EMBEDDED_REALM),
  OIDC_CLIENT_ID: name.default('dealer-portal'),
  OIDC_AUDIENCE: name.default('dealer-portal'),
  PARTNER_API_URL: httpUrl('https://partner-api.bank.example/v1')
    .refine(
      (url) => {
        const { search, hash, username, password } = new URL(url);
        return search === '' && hash === '' && username === '' && password === '';
      },
      { error: 'must be the service’s base URL, without a query, fragment or credentials' },
    )
    .optional(),
  PARTNER_API_KEY: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  CAMPAIGN_ADMIN_API_KEY: z
    .string()
    .min(16, { error: 'must be at least 16 characters' })
    .optional(),
  PARTNER_CLIENT_ID: name.optional(),
  PARTNER_CLIENT_SECRET: z.string().min(8, { error: 'must be at least 8 characters' }).optional(),
  PARTNER_TOKEN_URL: httpUrl(
    'https://sso.bank.example/realms/partner/protocol/openid-connect/token',
  ).optional(),
  PARTNER_TOKEN_AUDIENCE: name.default('partner-api'),
  PARTNER_API_CONNECTIONS: count(32, 1000),
  PARTNER_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/=]{16,}$/, { error: 'must be a whsec_… signing secret' })
    .optional(),
  PARTNER_POLL_SECONDS: z.coerce
    .number({ error: 'must be 0 (never) or a number of seconds from 0.2 to 3600' })
    .refine((seconds) => seconds === 0 || (seconds >= 0.2 && seconds <= 3600), {
      error: 'must be 0 (never) or a number of seconds from 0.2 to 3600',
    })
    .optional(),
  SESSION_IDLE_MINUTES: minutes(30, 24 * 60),
  SESSION_MAX_HOURS: z.coerce
    .number({ error: 'must be a number of hours from 0.1 to 720' })
    .min(0.1, { error: 'must be a number of hours from 0.1 to 720' })
    .max(720, { error: 'must be a number of hours from 0.1 to 720' })
    .default(10),
  SIGN_IN_FREE_FAILURES: count(5, 1000),
  SIGN_IN_LOCK_FAILURES: count(10, 1000),
  SIGN_IN_WINDOW_MINUTES: minutes(15, 24 * 60),
  SIGN_IN_LOCK_MINUTES: minutes(15, 24 * 60),
  CLIENT_FAILURE_LIMIT: count(10, 1000),
  CLIENT_FAILURE_WINDOW_MINUTES: minutes(15, 24 * 60),
  TRUST_PROXY: z
    .string()
    .transform((text, context): TrustProxy => {
      const parsed = parseTrustProxy(text);
      if ('trust' in parsed) return parsed.trust;
      context.issues.push({ code: 'custom', message: parsed.problem, input: text });
      return z.NEVER;
    })
    .optional(),
  WEBHOOK_ALLOW_LOCAL_URLS: flag,
  BANK_DECISIONS: flag,
  DEALER_NAME: z
    .string()
    .trim()
    .min(1, { error: 'must not be blank' })
    .max(200, { error: 'must be at most 200 characters' })
    .default('Nordvik Motor AS'),
  LENDER_NAME: text(200).default(DEMO_LENDER.name),
  LENDER_ORGANISATION_NUMBER: z
    .string()
    .transform((value) => value.replace(/\s/g, ''))
    .refine(isValidOrganizationNumber, { error: 'must be a valid 9-digit organisation number' })
    .default(DEMO_LENDER.organisationNumber),
  LENDER_ADDRESS: text(200).default(DEMO_LENDER.address),
  LENDER_CONTACT: text(200).default(DEMO_LENDER.contact),
  LATE_PAYMENT_INTEREST_RATE: z.coerce
    .number({ error: 'must be a percentage from 0 to 100' })
    .min(0, { error: 'must be a percentage from 0 to 100' })
    .max(100, { error: 'must be a percentage from 0 to 100' })
    .default(DEMO_LENDER.latePaymentInterestRate),
  VEHICLE_REGISTER_URL: httpUrl('https://akfell-datautlevering.atlas.vegvesen.no').optional(),
  VEHICLE_REGISTER_API_KEY: z
    .string()
    .min(8, { error: 'must be at least 8 characters' })
    .optional(),
  ORGANIZATION_REGISTER_URL: httpUrl('https://data.brreg.no/enhetsregisteret/api').optional(),
  // Fractions allowed (0.5 is half a second), so tests can set short ones.
  REQUEST_TIMEOUT_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds from 0.1 to 3600' })
    .min(0.1, { error: 'must be a number of seconds from 0.1 to 3600' })
    .max(3600, { error: 'must be a number of seconds from 0.1 to 3600' })
    .default(60),
});

export type Environment = z.infer<typeof EnvironmentSchema>;

/** How failed sign-ins are slowed and then stopped, per user and per client address. */
export interface SignInThrottleConfig {
  /** Failures within the window that cost nothing; each one more doubles a wait (1 s, 2 s, …). */
  freeFailures: number;
  /** Failures within the window that lock sign-in for `lockSeconds`. */
  lockFailures: number;
  windowSeconds: number;
  lockSeconds: number;
}

/** Refused client secrets and API keys per client address before 429 for the window's rest. */
export interface ClientFailureLimitConfig {
  limit: number;
  windowSeconds: number;
}

/** A client of the embedded provider with a secret: the portal server's partner credential. */
export interface PartnerClientConfig {
  clientId: string;
  clientSecret: string;
}

export interface Config {
  port: number;
  host: string;
  /** The origin users reach the portal at; OIDC redirect URIs are built from it. */
  publicUrl: string;
  dataDir: string;
  /** Free space the embedded database keeps in DATA_DIR: writes that would take it get 503. */
  dataDirMinFreeBytes: number;
  databaseUrl: string | undefined;
  logLevel: Environment['LOG_LEVEL'];
  /** `npm run dev`: Vite serves the portal with hot reload instead of the built files. */
  dev: boolean;
  identityProvider: {
    /** The embedded provider runs at `/auth/realms/dealer` unless `OIDC_URL` names another. */
    embedded: boolean;
    issuer: string;
    /** Where the server itself fetches discovery and keys (loopback when embedded). */
    discoveryUrl: string;
    clientId: string;
    audience: string;
    /**
     * The client-credentials client the embedded provider registers: the configured one, the
     * demo one beside the demo key, or none (a real key leaves no second way in).
     */
    partnerClient: PartnerClientConfig | undefined;
    /** Keycloak's SSO Session Idle and Max, for the embedded provider. */
    sessions: { idleSeconds: number; maxSeconds: number };
    signInThrottle: SignInThrottleConfig;
  };
  partnerApi: {
    /** The embedded financing service runs at `/partner-api` unless `PARTNER_API_URL` names another. */
    embedded: boolean;
    url: string;
    credential: PartnerCredentialConfig;
    /** `aud` of the client-credentials tokens the financing service accepts. */
    tokenAudience: string;
    /**
     * Connections the portal server keeps open to the service at most; more calls wait their
     * turn. Unbounded, a burst shared every call's time among all of them: under 200 users at
     * once the slowest waited seconds.
     */
    connections: number;
    /**
     * The embedded service's webhook subscriptions may use http:// and loopback or private
     * addresses: development only, on by default when everything runs embedded.
     */
    allowLocalWebhookUrls: boolean;
    /** The embedded bank's decision process runs (docs/events.md). */
    bankDecisions: boolean;
  };
  /** How the portal server hears of changes to applications (docs/live.md). */
  liveChanges: LiveChangesConfig;
  /**
   * Norway's registers (docs/operations.md): each an embedded stand-in on this port unless its URL
   * names the real one.
   */
  registers: {
    vehicle: { embedded: boolean; url: string; apiKey: string };
    organization: { embedded: boolean; url: string };
  };
  /** The API key the embedded financing service accepts. */
  serviceApiKey: string;
  /** The embedded service's key for campaign administration; none: that needs a token's role. */
  serviceCampaignAdminApiKey: string | undefined;
  /** Minutes without use after which a user is signed out. */
  sessionIdleMinutes: number;
  /** The dealership's name, on the offer the customer takes home. */
  dealerName: string;
  /** The bank that gives the credit, on the offer the customer takes home. */
  lender: Lender;
  /**
   * A request must arrive whole, headers and body, within this (its headers within 20 s at
   * most), or it is cut with 408: a slow body never holds a connection (docs/security.md).
   */
  requestTimeoutSeconds: number;
  /** Refused credentials at the provider's token endpoint and the service, per client address. */
  clientFailureLimit: ClientFailureLimitConfig;
  /**
   * The proxies whose `X-Forwarded-For` names the client (TRUST_PROXY): the address failures are
   * counted under, and whose `X-Request-Id` is adopted. None by default: the socket's address.
   */
  trustProxy: TrustProxy;
  /** The published demo credentials in use, to print at start; none with real secrets. */
  demoCredentials: {
    apiKey?: string;
    campaignAdminApiKey?: string;
    partnerClient?: PartnerClientConfig;
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
  }
}

/** How the server reaches itself: loopback unless it listens on one particular address. */
function internalOrigin(host: string, port: number): string {
  const loopback = ['localhost', '0.0.0.0', '::', '127.0.0.1'].includes(host);
  if (loopback) return `http://127.0.0.1:${port}`;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

const trimSlashes = (url: string) => url.replace(/\/+$/, '');

export function loadConfig(
  environment: Record<string, string | undefined>,
  options: { dev?: boolean } = {},
): Config {
  const env = parseEnvironment(environment);
  const publicUrl = trimSlashes(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`);
  const internal = internalOrigin(env.HOST, env.PORT);
  const realm = realmOf(env, publicUrl, internal);
  const embeddedService = env.PARTNER_API_URL === undefined;
  const problems = [
    ...checkLimits(env),
    ...checkSecrets(env, { embeddedIdentityProvider: realm.embedded, embeddedService }),
  ];
  if (problems.length > 0) throw new ConfigError(problems);
  const secrets = partnerSecretsOf(env, realm);
  const seconds = (minutes: number) => Math.max(1, Math.round(minutes * 60));

  return {
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    dataDir: env.DATA_DIR,
    dataDirMinFreeBytes: env.DATA_DIR_MIN_FREE_MB * 1024 * 1024,
    databaseUrl: env.DATABASE_URL,
    logLevel: env.LOG_LEVEL,
    dev: options.dev ?? false,
    identityProvider: {
      ...realm,
      clientId: env.OIDC_CLIENT_ID,
      audience: env.OIDC_AUDIENCE,
      partnerClient: secrets.partnerClient,
      sessions: {
        idleSeconds: seconds(env.SESSION_IDLE_MINUTES),
        maxSeconds: Math.max(
          seconds(env.SESSION_MAX_HOURS * 60),
          seconds(env.SESSION_IDLE_MINUTES),
        ),
      },
      signInThrottle: {
        freeFailures: env.SIGN_IN_FREE_FAILURES,
        lockFailures: env.SIGN_IN_LOCK_FAILURES,
        windowSeconds: seconds(env.SIGN_IN_WINDOW_MINUTES),
        lockSeconds: seconds(env.SIGN_IN_LOCK_MINUTES),
      },
    },
    partnerApi: {
      embedded: embeddedService,
      url: trimSlashes(env.PARTNER_API_URL ?? `${internal}/partner-api`),
      credential: secrets.credential,
      tokenAudience: env.PARTNER_TOKEN_AUDIENCE,
      connections: env.PARTNER_API_CONNECTIONS,
      allowLocalWebhookUrls: env.WEBHOOK_ALLOW_LOCAL_URLS ?? (embeddedService && realm.embedded),
      bankDecisions: env.BANK_DECISIONS ?? true,
    },
    liveChanges: {
      webhookSecret: env.PARTNER_WEBHOOK_SECRET,
      // The embedded service is asked for webhooks at start; a bank's is subscribed to once, by
      // its operator, and its secret configured.
      subscribeUrl: embeddedService ? `${internal}${PATHS.serviceWebhooks}` : undefined,
      pollSeconds: env.PARTNER_POLL_SECONDS,
    },
    registers: {
      vehicle: {
        embedded: env.VEHICLE_REGISTER_URL === undefined,
        url: trimSlashes(env.VEHICLE_REGISTER_URL ?? `${internal}${PATHS.vehicleRegister}`),
        apiKey: env.VEHICLE_REGISTER_API_KEY ?? DEMO_VEHICLE_REGISTER_API_KEY,
      },
      organization: {
        embedded: env.ORGANIZATION_REGISTER_URL === undefined,
        url: trimSlashes(
          env.ORGANIZATION_REGISTER_URL ??
            `${internal}${PATHS.organizationRegister}${ENHETSREGISTERET_API_PATH}`,
        ),
      },
    },
    serviceApiKey: secrets.serviceApiKey,
    serviceCampaignAdminApiKey: secrets.serviceCampaignAdminApiKey,
    sessionIdleMinutes: env.SESSION_IDLE_MINUTES,
    dealerName: env.DEALER_NAME,
    lender: {
      name: env.LENDER_NAME,
      organisationNumber: env.LENDER_ORGANISATION_NUMBER,
      address: env.LENDER_ADDRESS,
      contact: env.LENDER_CONTACT,
      latePaymentInterestRate: env.LATE_PAYMENT_INTEREST_RATE,
    },
    requestTimeoutSeconds: env.REQUEST_TIMEOUT_SECONDS,
    clientFailureLimit: {
      limit: env.CLIENT_FAILURE_LIMIT,
      windowSeconds: seconds(env.CLIENT_FAILURE_WINDOW_MINUTES),
    },
    trustProxy: env.TRUST_PROXY ?? false,
    demoCredentials: secrets.demoCredentials,
  };
}

/** The environment, validated; every bad variable named in one error (secrets not echoed). */
function parseEnvironment(environment: Record<string, string | undefined>): Environment {
  // An empty variable means "not set", as in most shells' `VAR= command`.
  const present = Object.fromEntries(
    Object.entries(environment).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = EnvironmentSchema.safeParse(present);
  if (parsed.success) return parsed.data;
  throw new ConfigError(
    parsed.error.issues.map((issue) => {
      const variable = String(issue.path[0]);
      const shown = SECRET_VARIABLES.has(variable)
        ? ''
        : ` (got ${JSON.stringify(present[variable])})`;
      return `${variable} ${issue.message}${shown}`;
    }),
  );
}

/** The realm users sign in to: the embedded provider's, or the bank's Keycloak. */
function realmOf(env: Environment, publicUrl: string, internal: string) {
  const embedded = env.OIDC_URL === undefined;
  const realmPath = `/realms/${embedded ? EMBEDDED_REALM : env.OIDC_REALM}`;
  const issuer = embedded
    ? `${publicUrl}/auth${realmPath}`
    : `${trimSlashes(env.OIDC_URL ?? '')}${realmPath}`;
  // The embedded provider is asked on this machine, whatever address users reach it at.
  const discoveryUrl = embedded ? `${internal}/auth${realmPath}` : issuer;
  return { embedded, issuer, discoveryUrl };
}

/**
 * How the portal server proves itself to the service (a key or client credentials), the keys the
 * embedded service accepts, and which demo secrets are in use (printed at start).
 */
function partnerSecretsOf(env: Environment, realm: { embedded: boolean; discoveryUrl: string }) {
  const serviceApiKey = env.PARTNER_API_KEY ?? DEMO_SECRETS.PARTNER_API_KEY;
  const credential: PartnerCredentialConfig =
    env.PARTNER_CLIENT_ID !== undefined && env.PARTNER_CLIENT_SECRET !== undefined
      ? {
          kind: 'clientCredentials',
          clientId: env.PARTNER_CLIENT_ID,
          clientSecret: env.PARTNER_CLIENT_SECRET,
          tokenUrl: env.PARTNER_TOKEN_URL ?? `${realm.discoveryUrl}/protocol/openid-connect/token`,
        }
      : { kind: 'apiKey', apiKey: serviceApiKey };

  const usesDemoKey = serviceApiKey === DEMO_SECRETS.PARTNER_API_KEY;
  // The demo's administration key comes only with the demo's partner key.
  const serviceCampaignAdminApiKey =
    env.CAMPAIGN_ADMIN_API_KEY ?? (usesDemoKey ? DEMO_SECRETS.CAMPAIGN_ADMIN_API_KEY : undefined);
  const demoPartnerClient: PartnerClientConfig = {
    clientId: DEMO_PARTNER_CLIENT_ID,
    clientSecret: DEMO_SECRETS.PARTNER_CLIENT_SECRET,
  };
  const partnerClient: PartnerClientConfig | undefined =
    credential.kind === 'clientCredentials'
      ? { clientId: credential.clientId, clientSecret: credential.clientSecret }
      : usesDemoKey
        ? demoPartnerClient
        : undefined;
  return {
    serviceApiKey,
    serviceCampaignAdminApiKey,
    credential,
    partnerClient,
    demoCredentials: {
      ...(usesDemoKey ? { apiKey: serviceApiKey } : {}),
      ...(serviceCampaignAdminApiKey === DEMO_SECRETS.CAMPAIGN_ADMIN_API_KEY
        ? { campaignAdminApiKey: serviceCampaignAdminApiKey }
        : {}),
      ...(usesDemoKey && credential.kind === 'apiKey' && realm.embedded
        ? { partnerClient: demoPartnerClient }
        : {}),
    },
  };
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1']);

/** Limits that only make sense together. */
function checkLimits(env: Environment): string[] {
  const problems: string[] = [];
  // A hop count trusts whoever connects: only a proxy on this machine can.
  if (typeof env.TRUST_PROXY === 'number' && !LOOPBACK_HOSTS.has(env.HOST)) {
    problems.push(
      'TRUST_PROXY may be a number of proxies only with HOST on loopback (localhost, 127.0.0.1 or ::1): a client reaching the port directly could choose its address; name the proxies’ addresses instead',
    );
  }
  if (env.SESSION_IDLE_MINUTES > env.SESSION_MAX_HOURS * 60) {
    problems.push('SESSION_IDLE_MINUTES may not be longer than SESSION_MAX_HOURS');
  }
  if (env.SIGN_IN_LOCK_FAILURES <= env.SIGN_IN_FREE_FAILURES) {
    problems.push('SIGN_IN_LOCK_FAILURES must be more than SIGN_IN_FREE_FAILURES');
  }
  if (
    env.VEHICLE_REGISTER_URL !== undefined &&
    (env.VEHICLE_REGISTER_API_KEY ?? DEMO_VEHICLE_REGISTER_API_KEY) ===
      DEMO_VEHICLE_REGISTER_API_KEY
  ) {
    problems.push(
      'VEHICLE_REGISTER_API_KEY must be set, to the key Statens vegvesen gave, when VEHICLE_REGISTER_URL is',
    );
  }
  return problems;
}

/**
 * The partner credential must come in a whole, and a demo secret must never meet a real bank:
 * with an external service or identity provider, every secret must be set and not the demo one,
 * and the embedded provider (whose demo users anyone can sign in as) never fronts a real service.
 */
function checkSecrets(
  env: Environment,
  {
    embeddedIdentityProvider,
    embeddedService,
  }: { embeddedIdentityProvider: boolean; embeddedService: boolean },
): string[] {
  const problems: string[] = [];
  if ((env.PARTNER_CLIENT_ID === undefined) !== (env.PARTNER_CLIENT_SECRET === undefined)) {
    problems.push('PARTNER_CLIENT_ID and PARTNER_CLIENT_SECRET must be set together');
  }
  if (
    env.CAMPAIGN_ADMIN_API_KEY !== undefined &&
    env.CAMPAIGN_ADMIN_API_KEY === env.PARTNER_API_KEY
  ) {
    problems.push(
      'CAMPAIGN_ADMIN_API_KEY must differ from PARTNER_API_KEY: the portal may not manage campaigns',
    );
  }
  if (embeddedIdentityProvider && embeddedService) return problems;
  if (embeddedIdentityProvider) {
    problems.push(
      "OIDC_URL must be set when PARTNER_API_URL is: the embedded identity provider's demo users may not reach a real financing service",
    );
  }
  // The embedded service, or the portal server without client credentials, needs a real key.
  const keyNeeded = embeddedService || env.PARTNER_CLIENT_ID === undefined;
  if (keyNeeded && env.PARTNER_API_KEY === undefined) {
    problems.push(
      embeddedService
        ? 'PARTNER_API_KEY must be set when OIDC_URL is: the embedded financing service would accept the demo key'
        : 'PARTNER_API_KEY (or PARTNER_CLIENT_ID and PARTNER_CLIENT_SECRET) must be set when PARTNER_API_URL is',
    );
  }
  for (const [variable, demo] of Object.entries(DEMO_SECRETS)) {
    if (env[variable as keyof typeof DEMO_SECRETS] === demo) {
      problems.push(
        `${variable} is the demo secret; it may not be used with an external service or identity provider`,
      );
    }
  }
  return problems;
}
