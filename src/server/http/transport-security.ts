/**
 * `Strict-Transport-Security` for every answer under https, of every part: a year, subdomains
 * included, so a browser never again tries plain http for the portal or its provider.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';
