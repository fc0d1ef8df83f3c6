import { InMemoryWebStorage, UserManager, WebStorageStateStore } from 'oidc-client-ts';

/**
 * The page the identity provider sends a silent sign-in's answer to (`prompt=none`, in a hidden
 * frame of the portal's window): it hands the answer, a code or an error, to that window in
 * oidc-client-ts's own message, and does nothing else. The portal's window holds the state and the
 * PKCE verifier, checks the answer and redeems the code (src/auth/session.ts).
 *
 * Only the message is sent from here, so the client needs none of the portal's configuration: the
 * settings below are what the constructor demands, and nothing reads them.
 */
function answerPortalWindow(): Promise<void> {
  const here = window.location.origin;
  const frameSide = new UserManager({
    authority: here,
    client_id: 'silent-sign-in-frame',
    redirect_uri: window.location.href,
    automaticSilentRenew: false,
    userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
  });
  return frameSide.signinSilentCallback();
}

if (window.parent === window) {
  // Opened on its own (a bookmark, a provider's misstep): there is no portal window to answer.
  window.location.replace('/');
} else {
  void answerPortalWindow();
}
