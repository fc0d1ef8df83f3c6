/**
 * The page the identity provider sends a silent sign-in's answer to (`prompt=none`, in a hidden
 * frame of the portal's window): it hands the answer, a code or an error, to that window, and
 * does nothing else. The portal's window holds the state and the PKCE verifier, checks the answer
 * and redeems the code (src/auth/session.ts).
 *
 * The message is the one oidc-client-ts's `signinSilentCallback()` posts (its `IFrameWindow`
 * listens for it), written out here so that the frame does not load and run oidc-client-ts a
 * second time while the page waits to be signed in: on a phone that was most of the frame's work.
 * Should a new oidc-client-ts listen for another message, a reload falls back to the full
 * redirect after 5 s, which e2e/session-reload.spec.ts fails on.
 */
interface OidcClientFrameMessage {
  source: 'oidc-client';
  url: string;
  keepOpen: false;
}

if (window.parent === window) {
  // Opened on its own (a bookmark, a provider's misstep): there is no portal window to answer.
  window.location.replace('/');
} else {
  const answer: OidcClientFrameMessage = {
    source: 'oidc-client',
    url: window.location.href,
    keepOpen: false,
  };
  // Only to the portal's own origin: the answer carries the authorization code.
  window.parent.postMessage(answer, window.location.origin);
}
