import { InMemoryWebStorage, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import {
  isPortalConfig,
  PORTAL_CONFIG_PATH,
  type PortalConfig,
} from '../domain/contract/portal-config';
import { PATHS } from '../domain/topology';

/** Where to return after signing in: carried through the identity provider in `state`. */
export interface SignInState {
  returnTo: string;
}

/** What the portal server says about signing in: the provider, the client, the idle time. */
export async function loadPortalConfig(): Promise<PortalConfig> {
  const response = await fetch(PORTAL_CONFIG_PATH, { headers: { accept: 'application/json' } });
  if (!response.ok)
    throw new Error(`The portal's configuration could not be loaded (${response.status}).`);
  const config: unknown = await response.json();
  if (!isPortalConfig(config)) throw new Error("The portal's configuration is not complete.");
  return config;
}

/**
 * The one OIDC client of the portal: authorization code with PKCE, tokens kept in memory only
 * (never localStorage or sessionStorage, where any script could read them), renewed with the
 * refresh token before they expire. Only the PKCE verifier waits in sessionStorage during the
 * redirect to the identity provider, as it must survive the page change.
 */
export function createUserManager({ oidc }: PortalConfig): UserManager {
  const origin = window.location.origin;
  return new UserManager({
    authority: oidc.authority,
    client_id: oidc.clientId,
    scope: oidc.scope,
    response_type: 'code',
    redirect_uri: `${origin}${PATHS.signInCallback}`,
    post_logout_redirect_uri: `${origin}/`,
    userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
    stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
    automaticSilentRenew: true,
    loadUserInfo: false,
  });
}
