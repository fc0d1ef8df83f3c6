import { describe, expect, it } from 'vitest';
import { PATHS } from '../../domain/topology';
import { identityProviderSources, framingOf } from './silent-sign-in-frame';
import { contentSecurityPolicy } from './security-headers';

describe('framing for the silent sign-in', () => {
  it('lets only the portal frame its silent-callback page, with the provider’s answer', () => {
    for (const url of [
      PATHS.silentSignInCallback,
      `${PATHS.silentSignInCallback}?code=abc&state=xyz&iss=http%3A%2F%2Flocalhost`,
    ]) {
      expect(framingOf(url)).toEqual({ frameAncestors: "'self'", xFrameOptions: 'SAMEORIGIN' });
    }
  });

  it.each([
    '/',
    '/applications',
    PATHS.signInCallback,
    `/x${PATHS.silentSignInCallback}`,
    '/api/me',
  ])('lets nobody frame %s', (url) => {
    expect(framingOf(url)).toEqual({ frameAncestors: "'none'", xFrameOptions: 'DENY' });
  });

  it('frames the embedded provider as the portal itself, a bank’s Keycloak by its origin', () => {
    expect(
      identityProviderSources({
        publicUrl: 'http://localhost:3000',
        issuer: 'http://localhost:3000/auth/realms/dealer',
      }),
    ).toBe("'self'");
    expect(
      identityProviderSources({
        publicUrl: 'https://portal.dealer.example',
        issuer: 'https://sso.bank.example/auth/realms/dealers',
      }),
    ).toBe("'self' https://sso.bank.example");
  });
});

describe('the portal’s CSP with a bank’s Keycloak', () => {
  it('lets the pages frame the provider and call its token endpoint, nothing else outside', () => {
    const policy = contentSecurityPolicy({
      dev: false,
      origins: {
        publicUrl: 'https://portal.dealer.example',
        issuer: 'https://sso.bank.example/realms/dealers',
      },
    });
    expect(policy).toContain("frame-src 'self' https://sso.bank.example;");
    expect(policy).toContain("connect-src 'self' https://sso.bank.example;");
    expect(policy).toContain("script-src 'self';");
  });
});
