import { Page } from '../components/page';

/** Where the identity provider sends the user back after signing in. */
export function SignInCallbackPage() {
  return <Page title="Signing in" lead="Completing sign-in…" />;
}
