import { InMemoryWebStorage, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { isPortalConfig, PORTAL_CONFIG_PATH } from '../domain/contract/portal-config';

export const SIGN_IN_CALLBACK_PATH = '/auth/callback';

/** Where to return after signing in: carried through the identity provider in `state`. */
export interface SignInState {
  returnTo: string;
}

/**
 * The one OIDC client of the portal: authorization code with PKCE, tokens kept in memory only
 * (never localStorage or sessionStorage, where any script could read them), renewed with the
 * refresh token before they expire. Only the PKCE verifier waits in sessionStorage during the
 * redirect to the identity provider, as it must survive the page change.
 */
export async function createUserManager(): Promise<UserManager> {
  const response = await fetch(PORTAL_CONFIG_PATH, { headers: { accept: 'application/json' } });
  if (!response.ok)
    throw new Error(`The portal's configuration could not be loaded (${response.status}).`);
  const config: unknown = await response.json();
  if (!isPortalConfig(config)) throw new Error("The portal's configuration is not complete.");
  const { oidc } = config;
  const origin = window.location.origin;
  return new UserManager({
    authority: oidc.authority,
    client_id: oidc.clientId,
    scope: oidc.scope,
    response_type: 'code',
    redirect_uri: `${origin}${SIGN_IN_CALLBACK_PATH}`,
    post_logout_redirect_uri: `${origin}/`,
    userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
    stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
    automaticSilentRenew: true,
    loadUserInfo: false,
  });
}
