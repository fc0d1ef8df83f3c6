import type { User, UserManager } from 'oidc-client-ts';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { describeError } from '../lib/api-errors';
import { useLocale } from '../lib/locale';
import { AuthContext, type Auth } from './auth-context';
import { portalUserOf } from './portal-user';
import { signIn, startSession } from './session';

type State =
  | { kind: 'starting' }
  | { kind: 'signed-in'; userManager: UserManager; user: User }
  | { kind: 'failed'; message: string };

/**
 * Renders the portal only for a signed-in user; otherwise sends them to the identity provider
 * and back. The one place that knows how sign-in works: moving to a cookie session on the portal
 * server would change this module, not the screens.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<State>({ kind: 'starting' });
  const { t } = useLocale();

  useEffect(() => {
    let active = true;
    startSession().then(
      (session) => {
        if (active && session.kind === 'signed-in') setState(session);
      },
      (error: unknown) => {
        if (active) setState({ kind: 'failed', message: describeError(error) });
      },
    );
    return () => {
      active = false;
    };
  }, []);

  const userManager = state.kind === 'signed-in' ? state.userManager : undefined;
  useEffect(() => {
    if (userManager === undefined) return;
    // A renewed token brings a new user object; a lost session sends the user to sign in.
    const onLoaded = (user: User) => {
      setState({ kind: 'signed-in', userManager, user });
    };
    const onLost = () => void signIn(userManager);
    userManager.events.addUserLoaded(onLoaded);
    userManager.events.addAccessTokenExpired(onLost);
    userManager.events.addUserSignedOut(onLost);
    return () => {
      userManager.events.removeUserLoaded(onLoaded);
      userManager.events.removeAccessTokenExpired(onLost);
      userManager.events.removeUserSignedOut(onLost);
    };
  }, [userManager]);

  const user = state.kind === 'signed-in' ? state.user : undefined;
  const auth = useMemo<Auth | undefined>(
    () =>
      userManager === undefined || user === undefined
        ? undefined
        : {
            user: portalUserOf(user),
            signOut: () => userManager.signoutRedirect(),
          },
    [userManager, user],
  );

  if (state.kind === 'failed') {
    return (
      <div className="route-error" role="alert">
        <h1>{t('common.auth.failed')}</h1>
        <p>{state.message}</p>
        <p className="actions">
          <button
            type="button"
            onClick={() => {
              window.location.assign('/');
            }}
          >
            {t('common.action.tryAgain')}
          </button>
        </p>
      </div>
    );
  }
  if (auth === undefined) {
    return (
      <p className="app-status" role="status">
        {t('common.auth.signingIn')}
      </p>
    );
  }
  return <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>;
}
