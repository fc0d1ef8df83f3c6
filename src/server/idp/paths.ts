/** Keycloak's paths under the realm; discovery stays at /.well-known/openid-configuration. */
export const KEYCLOAK_ROUTES = {
  authorization: '/protocol/openid-connect/auth',
  token: '/protocol/openid-connect/token',
  jwks: '/protocol/openid-connect/certs',
  userinfo: '/protocol/openid-connect/userinfo',
  end_session: '/protocol/openid-connect/logout',
  revocation: '/protocol/openid-connect/revoke',
} as const;

/** Where the plugin serves the sign-in pages (relative to the issuer). */
export const INTERACTION_PATH = '/interaction';
export const STYLESHEET_PATH = '/resources/login.css';
