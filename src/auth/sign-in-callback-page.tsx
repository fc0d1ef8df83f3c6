import { Navigate } from 'react-router-dom';

/**
 * `/auth/callback`: the identity provider's redirect is completed by `AuthProvider` before the
 * router starts, so a signed-in user who lands here just goes home.
 */
export function SignInCallbackPage() {
  return <Navigate to="/" replace />;
}
