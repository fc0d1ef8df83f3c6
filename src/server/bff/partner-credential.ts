import { z } from 'zod';

/** How the portal server authenticates to the financing service, as configured. */
export type PartnerCredentialConfig =
  | { kind: 'apiKey'; apiKey: string }
  | { kind: 'clientCredentials'; tokenUrl: string; clientId: string; clientSecret: string };

/**
 * The portal server's credential towards the financing service: the API key, or an access token
 * from the client-credentials grant, cached until shortly before it expires.
 */
export interface PartnerCredential {
  /** The `Authorization` header value for the next call. */
  authorization(): Promise<string>;
  /**
   * The service refused `authorization`: drop it so the next call gets a fresh one. Returns
   * whether a retry can help (a new token may; the same API key will not).
   */
  refused(authorization: string): boolean;
}

export function apiKeyCredential(apiKey: string): PartnerCredential {
  const authorization = `Bearer ${apiKey}`;
  return {
    authorization: () => Promise.resolve(authorization),
    refused: () => false,
  };
}

const TokenResponseSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().regex(/^bearer$/i),
  expires_in: z.number().positive().optional(),
});

export interface ClientCredentialsOptions {
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  /** Renew this long before the token expires, so no call carries a token about to lapse. */
  renewBeforeSeconds?: number;
  now?: () => number;
}

/** Without `expires_in`, a token is trusted this long before it is renewed. */
const DEFAULT_LIFETIME_SECONDS = 60;

export function clientCredentialsCredential(options: ClientCredentialsOptions): PartnerCredential {
  const now = options.now ?? Date.now;
  const renewBeforeMs = (options.renewBeforeSeconds ?? 30) * 1000;
  let cached: { authorization: string; renewAt: number } | undefined;
  // One token request at a time, shared by every caller that needs a token meanwhile.
  let pending: Promise<string> | undefined;

  async function requestToken(): Promise<string> {
    const requestedAt = now();
    const response = await fetch(options.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: options.clientId,
        client_secret: options.clientSecret,
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) {
      throw new Error(
        `The token endpoint answered ${response.status} to the client-credentials grant`,
      );
    }
    const token = TokenResponseSchema.parse(await response.json());
    const lifetimeMs = (token.expires_in ?? DEFAULT_LIFETIME_SECONDS) * 1000;
    const authorization = `Bearer ${token.access_token}`;
    cached = {
      authorization,
      renewAt: requestedAt + Math.max(lifetimeMs - renewBeforeMs, lifetimeMs / 2),
    };
    return authorization;
  }

  return {
    authorization() {
      if (cached !== undefined && now() < cached.renewAt)
        return Promise.resolve(cached.authorization);
      pending ??= requestToken().finally(() => {
        pending = undefined;
      });
      return pending;
    },
    refused(authorization) {
      // Many calls may fail with the same token; only the first drops it, so one renewal follows.
      if (cached?.authorization === authorization) cached = undefined;
      return true;
    },
  };
}

export function createPartnerCredential(config: PartnerCredentialConfig): PartnerCredential {
  return config.kind === 'apiKey'
    ? apiKeyCredential(config.apiKey)
    : clientCredentialsCredential(config);
}
