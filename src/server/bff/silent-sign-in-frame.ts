import { PATHS } from '../../domain/topology';

/**
 * A silent sign-in (src/auth/session.ts) frames the identity provider's authorization endpoint in
 * the portal's window, and the provider sends that frame on to the portal's silent-callback page.
 * The two exceptions this needs to "nothing is framed", each as narrow as it can be.
 */

/** Who may frame an answer: its CSP `frame-ancestors` and `X-Frame-Options`. */
export interface Framing {
  frameAncestors: "'self'" | "'none'";
  xFrameOptions: 'SAMEORIGIN' | 'DENY';
}

const NOBODY: Framing = { frameAncestors: "'none'", xFrameOptions: 'DENY' };
const THE_PORTAL_ONLY: Framing = { frameAncestors: "'self'", xFrameOptions: 'SAMEORIGIN' };

/** Only the silent-callback page, whatever its query (the provider's answer), and only by the portal. */
export const framingOf = (url: string): Framing =>
  url === PATHS.silentSignInCallback || url.startsWith(`${PATHS.silentSignInCallback}?`)
    ? THE_PORTAL_ONLY
    : NOBODY;

/**
 * The CSP sources the portal's pages reach the identity provider at (`frame-src` for a silent
 * sign-in, `connect-src` for its token endpoint): the portal itself and, when the provider is on
 * another origin (a bank's Keycloak), that origin, which the issuer's URL names.
 */
export function identityProviderSources({
  publicUrl,
  issuer,
}: {
  publicUrl: string;
  issuer: string;
}): string {
  const providerOrigin = new URL(issuer).origin;
  return providerOrigin === new URL(publicUrl).origin ? "'self'" : `'self' ${providerOrigin}`;
}
