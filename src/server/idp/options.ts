import { z } from 'zod';
import type { FailureLimitOptions } from '../http';
import type { SessionLimits } from './session-lifetime';
import type { SignInThrottle } from './sign-in-throttle';
import { DEMO_USERS, DemoUserSchema, type DemoUser } from './users';

export interface IdentityProviderOptions {
  /** Public URL, the plugin's mount path included, e.g. 'http://localhost:3000/auth/realms/dealer'. */
  issuer: string;
  /** Signing keys and cookie keys are generated here on first start (mode 0600) and reused. */
  dataDir: string;
  /** The portal: a public client using authorization code with PKCE. */
  portalClient: {
    clientId: string;
    redirectUris: string[];
    postLogoutRedirectUris: string[];
    /**
     * The portal server's back-channel logout endpoint (PUBLIC_URL + `/backchannel-logout`),
     * sent a logout token whenever a session of the portal's ends at sign-out.
     */
    backchannelLogoutUri?: string;
    /**
     * Where that request actually goes, when the portal server is in this process: its loopback
     * address. oidc-provider refuses loopback and private addresses for any other URL.
     */
    backchannelLogoutDeliveredTo?: string;
  };
  /** `aud` of users' access tokens, which the portal server verifies. */
  portalAudience: string;
  /**
   * The portal server's credential for the financing service: client credentials only. Without
   * it, the provider issues no service tokens.
   */
  partnerClient?: { clientId: string; clientSecret: string };
  /** `aud` of client-credentials tokens, which the financing service verifies. */
  serviceAudience: string;
  /** Who may sign in; default DEMO_USERS. */
  users?: DemoUser[];
  /** Session lifetime (Keycloak's SSO Session Idle and Max); default 30 minutes and 10 hours. */
  sessions?: SessionLimits;
  /** Failed sign-ins per user name and address, counted in the database. */
  signInThrottle: SignInThrottle;
  /** Failed client authentications per address at the token endpoint; default 10 in 15 minutes. */
  clientFailureLimit?: FailureLimitOptions;
}

export const DEFAULT_SESSION_LIMITS: SessionLimits = {
  idleSeconds: 30 * 60,
  maxSeconds: 10 * 3600,
};

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' });

const IssuerSchema = httpUrl.refine(
  (value) => {
    const url = new URL(value);
    return url.search === '' && url.hash === '' && !value.endsWith('/');
  },
  { error: 'must have no query, fragment or trailing slash' },
);

const OptionsSchema = z.object({
  issuer: IssuerSchema,
  dataDir: z.string().min(1),
  portalClient: z.object({
    clientId: z.string().min(1),
    redirectUris: z.array(httpUrl).min(1),
    postLogoutRedirectUris: z.array(httpUrl),
    backchannelLogoutUri: httpUrl.optional(),
    backchannelLogoutDeliveredTo: httpUrl.optional(),
  }),
  portalAudience: z.string().min(1),
  partnerClient: z
    .object({ clientId: z.string().min(1), clientSecret: z.string().min(1) })
    .optional(),
  serviceAudience: z.string().min(1),
  users: z.array(DemoUserSchema).min(1).default(DEMO_USERS),
  sessions: z
    .object({ idleSeconds: z.int().positive(), maxSeconds: z.int().positive() })
    .refine(({ idleSeconds, maxSeconds }) => idleSeconds <= maxSeconds, {
      error: 'the idle time may not exceed the maximum',
    })
    .default(DEFAULT_SESSION_LIMITS),
  signInThrottle: z.custom<SignInThrottle>(
    (value) => typeof value === 'object' && value !== null && 'recordFailure' in value,
    { error: 'must be a sign-in throttle (createSignInThrottle)' },
  ),
  clientFailureLimit: z
    .object({ limit: z.int().positive(), windowSeconds: z.int().positive() })
    .default({ limit: 10, windowSeconds: 15 * 60 }),
});

export type ResolvedOptions = z.infer<typeof OptionsSchema>;

/** Checks the options once, at registration, so a bad one stops the start with a clear message. */
export function resolveOptions(options: IdentityProviderOptions): ResolvedOptions {
  const parsed = OptionsSchema.safeParse(options);
  if (!parsed.success) {
    throw new Error(`Invalid identity provider options:\n${z.prettifyError(parsed.error)}`);
  }
  if (parsed.data.portalClient.clientId === parsed.data.partnerClient?.clientId) {
    throw new Error('Invalid identity provider options: the two clients need different ids');
  }
  return parsed.data;
}

/** Origins the portal runs at, from its redirect URIs: for CORS and the sign-in page's CSP. */
export function portalOrigins(options: ResolvedOptions): string[] {
  const uris = [
    ...options.portalClient.redirectUris,
    ...options.portalClient.postLogoutRedirectUris,
  ];
  return [...new Set(uris.map((uri) => new URL(uri).origin))];
}
