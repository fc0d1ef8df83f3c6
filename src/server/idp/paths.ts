import { KEYCLOAK_PATHS } from '../../domain/topology';

/** Keycloak's paths under the realm, in oidc-provider's names; discovery stays where it is. */
export const KEYCLOAK_ROUTES = {
  authorization: KEYCLOAK_PATHS.authorization,
  token: KEYCLOAK_PATHS.token,
  jwks: KEYCLOAK_PATHS.jwks,
  userinfo: KEYCLOAK_PATHS.userinfo,
  end_session: KEYCLOAK_PATHS.endSession,
  revocation: KEYCLOAK_PATHS.revocation,
} as const;

/** Where the plugin serves the sign-in pages (relative to the issuer). */
export const INTERACTION_PATH = '/interaction';
export const STYLESHEET_PATH = '/resources/login.css';
/** The portal's icon, declared by every page, so the browser does not ask for /favicon.ico. */
export const ICON_PATH = '/resources/favicon.svg';
