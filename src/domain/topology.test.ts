import { describe, expect, it } from 'vitest';
import {
  EMBEDDED_REALM_PREFIX,
  issuerEndpoint,
  PATHS,
  realmPath,
  SERVER_PREFIXES,
} from './topology';

describe('topology', () => {
  it("mounts the embedded provider at Keycloak's path for the dealer realm", () => {
    expect(EMBEDDED_REALM_PREFIX).toBe('/auth/realms/dealer');
    expect(realmPath('dealers')).toBe('/realms/dealers');
  });

  it("builds an issuer's Keycloak endpoints, with or without a trailing slash", () => {
    const issuer = 'https://sso.bank.example/realms/dealers';
    expect(issuerEndpoint(issuer, 'token')).toBe(`${issuer}/protocol/openid-connect/token`);
    expect(issuerEndpoint(`${issuer}/`, 'jwks')).toBe(`${issuer}/protocol/openid-connect/certs`);
    expect(issuerEndpoint(issuer, 'discovery')).toBe(`${issuer}/.well-known/openid-configuration`);
  });

  it("keeps the sign-in callback a portal route, not a server's", () => {
    expect(SERVER_PREFIXES).toEqual([
      '/api',
      '/partner-api',
      '/auth/realms',
      '/healthz',
      '/webhooks/partner-api',
      '/backchannel-logout',
      '/registers',
    ]);
    expect(SERVER_PREFIXES.some((prefix) => PATHS.signInCallback.startsWith(`${prefix}/`))).toBe(
      false,
    );
  });
});
