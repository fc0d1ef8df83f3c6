import {
  InMemoryWebStorage,
  UserManager,
  WebStorageStateStore,
  type OidcMetadata,
  type SigninSilentArgs,
  type User,
} from 'oidc-client-ts';
import {
  isPortalConfig,
  PORTAL_CONFIG_PATH,
  type PortalConfig,
} from '../domain/contract/portal-config';
import { issuerEndpoint, PATHS } from '../domain/topology';

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
 * The provider's endpoints where Keycloak puts them under its issuer (the embedded provider keeps
 * the same paths), so a page load signs in without first waiting for the discovery document.
 */
function keycloakEndpoints(issuer: string): Partial<OidcMetadata> {
  return {
    issuer,
    authorization_endpoint: issuerEndpoint(issuer, 'authorization'),
    token_endpoint: issuerEndpoint(issuer, 'token'),
    userinfo_endpoint: issuerEndpoint(issuer, 'userinfo'),
    end_session_endpoint: issuerEndpoint(issuer, 'endSession'),
    revocation_endpoint: issuerEndpoint(issuer, 'revocation'),
    jwks_uri: issuerEndpoint(issuer, 'jwks'),
  };
}

/**
 * Renews the tokens once at a time: a renewal asked for with no arguments while another such is
 * under way (the automatic renewal, "Stay signed in") gets its result. The provider rotates the
 * refresh token and refuses a second use of the one it replaced (Keycloak and the embedded
 * provider alike), so two that came together ended the session: one was refused, and a refusal
 * means the session is gone. A call with arguments of its own (the silent sign-in at a page's
 * start) runs as asked.
 */
class OneRenewalAtATime extends UserManager {
  #renewal: Promise<User | null> | undefined;

  override signinSilent(args?: SigninSilentArgs): Promise<User | null> {
    if (args !== undefined) return super.signinSilent(args);
    this.#renewal ??= super.signinSilent().finally(() => {
      this.#renewal = undefined;
    });
    return this.#renewal;
  }
}

/**
 * The one OIDC client of the portal: authorization code with PKCE, tokens kept in memory only
 * (never localStorage or sessionStorage, where any script could read them), renewed with the
 * refresh token before they expire. Only the PKCE verifier waits in sessionStorage during the
 * redirect to the identity provider, as it must survive the page change. A page load without
 * tokens first signs in silently, in a hidden frame whose answer comes to `silent_redirect_uri`.
 */
export function createUserManager({ oidc }: PortalConfig): UserManager {
  const origin = window.location.origin;
  return new OneRenewalAtATime({
    authority: oidc.authority,
    metadata: keycloakEndpoints(oidc.authority),
    client_id: oidc.clientId,
    scope: oidc.scope,
    response_type: 'code',
    redirect_uri: `${origin}${PATHS.signInCallback}`,
    silent_redirect_uri: `${origin}${PATHS.silentSignInCallback}`,
    post_logout_redirect_uri: `${origin}/`,
    userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
    stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
    automaticSilentRenew: true,
    loadUserInfo: false,
  });
}
