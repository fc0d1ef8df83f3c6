import { ErrorResponse, type User, type UserManager } from 'oidc-client-ts';
import { PATHS } from '../domain/topology';
import { setAccessTokenSource } from '../lib/access-token';
import { sharedStart } from '../lib/shared-start';
import { chosenLanguage } from '../lib/locale';
import { forgetUserData, setUserDataOwner } from '../lib/user-data';
import { createUserManager, loadPortalConfig, type SignInState } from './user-manager';

export type SessionStart = SignedIn | { kind: 'redirecting' };

/** A signed-in session: the user, and what the portal server said of the portal. */
export interface SignedIn {
  kind: 'signed-in';
  userManager: UserManager;
  user: User;
  idleSeconds: number;
  dealerName: string;
}

const currentLocation = () =>
  `${window.location.pathname}${window.location.search}${window.location.hash}`;

export function signIn(userManager: UserManager, returnTo = currentLocation()): Promise<void> {
  const state: SignInState = { returnTo };
  // The identity provider's sign-in page speaks the portal's language (`ui_locales`). It takes
  // the place of this page in the history, which only sends the browser there.
  return userManager.signinRedirect({
    state,
    ui_locales: chosenLanguage(),
    redirectMethod: 'replace',
  });
}

/** Signs out at the identity provider, forgetting first everything kept for the user. */
export function signOut(userManager: UserManager): Promise<void> {
  forgetUserData();
  return userManager.signoutRedirect();
}

/**
 * The session ended without the user signing out (expired, ended at the provider): the user's
 * data is forgotten as at sign-out, and whoever is at the computer must sign in again. Once for
 * the page, however many of its parts learn it (a refused renewal is heard by each that asked);
 * again only if the provider could not be reached.
 */
export function endLostSession(userManager: UserManager): Promise<void> {
  endSession ??= sharedStart(() => {
    forgetUserData();
    return signIn(userManager);
  });
  return endSession();
}

let endSession: (() => Promise<void>) | undefined;

/** A refusal by the identity provider (the session is gone), not a network failure worth waiting out. */
export const isRefusedByProvider = (error: unknown): boolean => error instanceof ErrorResponse;

/**
 * How long a silent sign-in may take before the page goes to the provider instead. A provider
 * answers in one redirect, error or not; only a frame that never reaches the portal's page (a
 * redirect URI the provider does not know, a provider that refuses to be framed) waits it out.
 */
const SILENT_SIGN_IN_TIMEOUT_SECONDS = 5;

/**
 * Tokens live in memory, so a reload or a new tab starts without them: the provider's session
 * signs the user back in within a hidden frame (`prompt=none`), and the page stays where it is.
 * `null` when that does not work, for whatever reason: the full redirect then decides.
 */
async function signInSilently(userManager: UserManager): Promise<User | null> {
  try {
    return await userManager.signinSilent({
      silentRequestTimeoutInSeconds: SILENT_SIGN_IN_TIMEOUT_SECONDS,
    });
  } catch {
    return null;
  }
}

/** Only same-origin paths: `returnTo` came back through the identity provider. */
const safeReturnTo = (value: unknown): string =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : '/';

async function start(): Promise<SessionStart> {
  const config = await loadPortalConfig();
  const userManager = createUserManager(config);
  setAccessTokenSource(async () => (await userManager.getUser())?.access_token);
  const signedIn = (user: User): SessionStart => {
    // Before any screen reads what is kept for the user, so that only their own is found.
    setUserDataOwner(user.profile.sub);
    return {
      kind: 'signed-in',
      userManager,
      user,
      idleSeconds: config.sessionIdleSeconds,
      dealerName: config.dealerName,
    };
  };

  if (window.location.pathname === PATHS.signInCallback) {
    const user = await userManager.signinRedirectCallback();
    const { returnTo } = (user.state ?? {}) as Partial<SignInState>;
    window.history.replaceState(null, '', safeReturnTo(returnTo));
    return signedIn(user);
  }

  const user = (await userManager.getUser()) ?? (await signInSilently(userManager));
  if (user !== null && !user.expired) return signedIn(user);
  // No session at the provider, or none the hidden frame could use (a provider on another site,
  // whose cookies the browser withholds from frames): its sign-in page, then back to this page.
  await signIn(userManager);
  return { kind: 'redirecting' };
}

/**
 * Signs the user in once per page load, whoever asks (React may mount twice in development);
 * a failed start may be tried again.
 */
export const startSession: () => Promise<SessionStart> = sharedStart(start);
