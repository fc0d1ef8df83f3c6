/**
 * Where each part of the system answers on the portal's one origin, and the identity provider's
 * paths as Keycloak lays them out. The servers mount their parts here, the portal and the tests
 * call them here, so a path is written once.
 */
export const PATHS = {
  /** The portal server, for the portal's own pages. */
  portalApi: '/api',
  /** The financing service, the bank's partner API. */
  partnerApi: '/partner-api',
  /** Keycloak's prefix; the embedded provider keeps it (Keycloak 17 and later drop it). */
  auth: '/auth',
  health: '/healthz',
  /** Where the financing service delivers its signed webhooks to the portal server. */
  serviceWebhooks: '/webhooks/partner-api',
  /** Where the identity provider tells the portal server of a session's end (OIDC back-channel). */
  backchannelLogout: '/backchannel-logout',
  /** Where the identity provider sends the user back to the portal after sign-in. */
  signInCallback: '/auth/callback',
  /**
   * Where the provider answers a silent sign-in, in a hidden frame of the portal's window: a page
   * of its own with one inline script, not the portal, so the frame loads nothing else.
   */
  silentSignInCallback: '/silent-callback.html',
  /** The embedded stand-ins for Norway's registers, each under its own prefix. */
  registers: '/registers',
  vehicleRegister: '/registers/vegvesen',
  organizationRegister: '/registers/brreg',
} as const;

/** The realm the embedded provider serves, and a bank's Keycloak by default. */
export const EMBEDDED_REALM = 'dealer';

/** A realm's path under Keycloak's base URL: its issuer is the base URL and this. */
export const realmPath = (realm: string): string => `/realms/${realm}`;

/** Where the embedded identity provider is mounted: `/auth/realms/dealer`. */
export const EMBEDDED_REALM_PREFIX = `${PATHS.auth}${realmPath(EMBEDDED_REALM)}`;

/** Keycloak's OpenID Connect endpoints, relative to the realm's issuer. */
export const KEYCLOAK_PATHS = {
  discovery: '/.well-known/openid-configuration',
  authorization: '/protocol/openid-connect/auth',
  token: '/protocol/openid-connect/token',
  jwks: '/protocol/openid-connect/certs',
  userinfo: '/protocol/openid-connect/userinfo',
  endSession: '/protocol/openid-connect/logout',
  revocation: '/protocol/openid-connect/revoke',
} as const;

/** An endpoint's URL at an issuer, e.g. its token endpoint. */
export const issuerEndpoint = (issuer: string, path: keyof typeof KEYCLOAK_PATHS): string =>
  `${issuer.replace(/\/+$/, '')}${KEYCLOAK_PATHS[path]}`;

/** Path prefixes that belong to the servers, never to the portal's client-side routes. */
export const SERVER_PREFIXES = [
  PATHS.portalApi,
  PATHS.partnerApi,
  `${PATHS.auth}/realms`,
  PATHS.health,
  PATHS.serviceWebhooks,
  PATHS.backchannelLogout,
  PATHS.registers,
] as const;
