import type { UserManager } from 'oidc-client-ts';
import { startTransition, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { describeError } from '../lib/api-errors';
import { forgetUserData } from '../lib/user-data';
import { useLocale } from '../lib/locale';
import { AuthContext, type Auth } from './auth-context';
import { IdleWarning } from './idle-warning';
import { portalUserOf } from './portal-user';
import {
  endLostSession,
  isRefusedByProvider,
  signOut,
  startSession,
  type SignedIn,
} from './session';
import { useIdleTimeout } from './use-idle-timeout';

type State = { kind: 'starting' } | SignedIn | { kind: 'failed'; message: string };

/**
 * Renders the portal only for a signed-in user, and `starting` while it signs them in; otherwise
 * sends them to the identity provider and back. The one place that knows how sign-in works:
 * moving to a cookie session on the portal server would change this module, not the screens.
 */
export function AuthProvider({ starting, children }: { starting: ReactNode; children: ReactNode }) {
  const [state, setState] = useState<State>({ kind: 'starting' });
  const { t } = useLocale();

  useEffect(() => {
    let active = true;
    startSession().then(
      (session) => {
        // The signed-in portal's first render is the page's largest: in a transition, React
        // renders it in slices that leave the main thread free in between (a phone's CPU).
        if (active && session.kind === 'signed-in') {
          startTransition(() => {
            setState(session);
          });
        }
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
  const idleSeconds = state.kind === 'signed-in' ? state.idleSeconds : undefined;
  const dealerName = state.kind === 'signed-in' ? state.dealerName : '';
  useEffect(() => {
    if (userManager === undefined || idleSeconds === undefined) return;
    // A renewed token brings a new user object. A session that ends (expired, ended at the
    // provider, refused renewal) forgets the user's data and asks whoever is there to sign in.
    const lost = () => void endLostSession(userManager);
    const unsubscribe = [
      userManager.events.addUserLoaded((user) => {
        setState({ kind: 'signed-in', userManager, user, idleSeconds, dealerName });
      }),
      userManager.events.addAccessTokenExpired(lost),
      userManager.events.addUserSignedOut(lost),
      userManager.events.addSilentRenewError((error) => {
        if (isRefusedByProvider(error)) lost();
      }),
      userManager.events.addUserUnloaded(forgetUserData),
    ];
    return () => {
      for (const stop of unsubscribe) stop();
    };
  }, [userManager, idleSeconds, dealerName]);

  const user = state.kind === 'signed-in' ? state.user : undefined;
  const portalUser = useMemo(() => (user === undefined ? undefined : portalUserOf(user)), [user]);
  const auth = useMemo<Auth | undefined>(
    () =>
      userManager === undefined || portalUser === undefined
        ? undefined
        : {
            user: portalUser,
            dealerName,
            signOut: () => signOut(userManager),
          },
    [userManager, portalUser, dealerName],
  );

  if (state.kind === 'failed' || (user !== undefined && portalUser === undefined)) {
    return (
      <div className="route-error" role="alert">
        <h1>{t('common.auth.failed')}</h1>
        <p>{state.kind === 'failed' ? state.message : t('common.auth.unknownUser')}</p>
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
  if (auth === undefined || idleSeconds === undefined || userManager === undefined) {
    return starting;
  }
  return (
    <AuthContext.Provider value={auth}>
      {children}
      <IdleSignOut idleSeconds={idleSeconds} userManager={userManager} signOut={auth.signOut} />
    </AuthContext.Provider>
  );
}

/** Signs the user out after the configured idle time, with a warning they can answer first. */
function IdleSignOut({
  idleSeconds,
  userManager,
  signOut: signOutNow,
}: {
  idleSeconds: number;
  userManager: UserManager;
  signOut: () => Promise<void>;
}) {
  const onTimeout = useCallback(() => void signOutNow(), [signOutNow]);
  const { secondsLeft, stay } = useIdleTimeout(idleSeconds, onTimeout);
  if (secondsLeft === undefined) return null;
  return (
    <IdleWarning
      secondsLeft={secondsLeft}
      onStay={() => {
        stay();
        // Renewing now also tells the provider the user is still here.
        userManager.signinSilent().catch((error: unknown) => {
          if (isRefusedByProvider(error)) void endLostSession(userManager);
        });
      }}
    />
  );
}
