import { STRICT_TRANSPORT_SECURITY } from '../http';

/**
 * Headers for every response of the identity provider: pages carry no script of their own, may
 * not be framed, and post forms only to the provider itself or (through its redirects) the portal.
 * Under https the browser is also told to come back over https only.
 */
export function securityHeaders(
  portalOrigins: readonly string[],
  { https }: { https: boolean },
): Record<string, string> {
  const formAction = [...new Set(["'self'", ...portalOrigins])].join(' ');
  return {
    'content-security-policy': [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self'",
      "img-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      // Browsers check form-action along the redirects after a post: sign-in ends at the portal.
      `form-action ${formAction}`,
    ].join('; '),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    ...(https ? { 'strict-transport-security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}
