import type { User, UserManager } from 'oidc-client-ts';
import { setAccessTokenSource } from '../lib/access-token';
import { chosenLanguage } from '../lib/locale';
import { createUserManager, SIGN_IN_CALLBACK_PATH, type SignInState } from './user-manager';

export type SessionStart =
  { kind: 'signed-in'; userManager: UserManager; user: User } | { kind: 'redirecting' };

const currentLocation = () =>
  `${window.location.pathname}${window.location.search}${window.location.hash}`;

export function signIn(userManager: UserManager, returnTo = currentLocation()): Promise<void> {
  const state: SignInState = { returnTo };
  // The identity provider's sign-in page speaks the portal's language (`ui_locales`).
  return userManager.signinRedirect({ state, ui_locales: chosenLanguage() });
}

/** Only same-origin paths: `returnTo` came back through the identity provider. */
const safeReturnTo = (value: unknown): string =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : '/';

async function start(): Promise<SessionStart> {
  const userManager = await createUserManager();
  setAccessTokenSource(async () => (await userManager.getUser())?.access_token);

  if (window.location.pathname === SIGN_IN_CALLBACK_PATH) {
    const user = await userManager.signinRedirectCallback();
    const { returnTo } = (user.state ?? {}) as Partial<SignInState>;
    window.history.replaceState(null, '', safeReturnTo(returnTo));
    return { kind: 'signed-in', userManager, user };
  }

  const user = await userManager.getUser();
  if (user !== null && !user.expired) return { kind: 'signed-in', userManager, user };
  // Tokens live in memory, so a reload starts here: the provider's session signs the user
  // straight back in, to the page they were on.
  await signIn(userManager);
  return { kind: 'redirecting' };
}

let starting: Promise<SessionStart> | undefined;

/**
 * Signs the user in once per page load, whoever asks (React may mount twice in development);
 * a failed start may be tried again.
 */
export function startSession(): Promise<SessionStart> {
  starting ??= start().catch((error: unknown) => {
    starting = undefined;
    throw error;
  });
  return starting;
}
