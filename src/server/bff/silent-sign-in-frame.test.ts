import Fastify from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../../domain/topology';
import { identityProviderSources, framingOf } from './silent-sign-in-frame';
import { addSecurityHeaders, contentSecurityPolicy, inlineScriptSources } from './security-headers';

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

describe('a built page’s inline script', () => {
  it('is allowed by the hash a browser computes of its text', () => {
    const clientDir = mkdtempSync(join(tmpdir(), 'silent-callback-'));
    try {
      writeFileSync(
        join(clientDir, PATHS.silentSignInCallback),
        '<!doctype html><title>Signing in</title><script>parent.postMessage(1)</script>',
      );
      // printf '%s' 'parent.postMessage(1)' | openssl dgst -sha256 -binary | base64
      expect(inlineScriptSources(clientDir, PATHS.silentSignInCallback)).toEqual([
        "'sha256-edbO68ovdXy4PAr6tzmEk0VKEJxqZL1n+oaa/9FhtW8='",
      ]);
    } finally {
      rmSync(clientDir, { recursive: true, force: true });
    }
  });

  it('is hashed with its line ends made LF, as browsers hash it, whatever the checkout wrote', () => {
    const clientDir = mkdtempSync(join(tmpdir(), 'silent-callback-'));
    try {
      const page = (lineEnd: string) =>
        `<!doctype html>${lineEnd}<script>${lineEnd}parent.postMessage(1)${lineEnd}</script>`;
      writeFileSync(join(clientDir, PATHS.silentSignInCallback), page('\n'));
      const fromLf = inlineScriptSources(clientDir, PATHS.silentSignInCallback);
      writeFileSync(join(clientDir, PATHS.silentSignInCallback), page('\r\n'));
      expect(inlineScriptSources(clientDir, PATHS.silentSignInCallback)).toEqual(fromLf);
    } finally {
      rmSync(clientDir, { recursive: true, force: true });
    }
  });

  it('is the one script of the silent-callback page, which the build copies as it is', () => {
    const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));
    expect(inlineScriptSources(repositoryRoot, PATHS.silentSignInCallback)).toHaveLength(1);
  });

  it('is allowed in the policy it is given, and only there', () => {
    const origins = {
      publicUrl: 'http://localhost:3000',
      issuer: 'http://localhost:3000/auth/realms/dealer',
    };
    const inlineScripts = ["'sha256-edbO68ovdXy4PAr6tzmEk0VKEJxqZL1n+oaa/9FhtW8='"];
    expect(
      contentSecurityPolicy({ dev: false, origins, frameAncestors: "'self'", inlineScripts }),
    ).toContain(`script-src 'self' ${inlineScripts[0]};`);
    expect(contentSecurityPolicy({ dev: false, origins })).toContain("script-src 'self';");
  });

  it('of index.html is allowed on the portal’s pages, the silent-callback page’s on that page only', async () => {
    const app = Fastify();
    addSecurityHeaders(app, {
      dev: false,
      origins: {
        publicUrl: 'http://localhost:3000',
        issuer: 'http://localhost:3000/auth/realms/dealer',
      },
      portalPageScripts: ["'sha256-page'"],
      silentCallbackScripts: ["'sha256-frame'"],
    });
    app.get('/*', () => 'page');
    try {
      const policyOf = async (url: string) =>
        String((await app.inject({ url })).headers['content-security-policy']);
      for (const url of ['/', '/applications/100001', '/api/me']) {
        expect(await policyOf(url)).toContain("script-src 'self' 'sha256-page';");
      }
      expect(await policyOf(`${PATHS.silentSignInCallback}?code=abc`)).toContain(
        "script-src 'self' 'sha256-frame';",
      );
    } finally {
      await app.close();
    }
  });

  it('finds nothing to allow where no page was built', () => {
    const clientDir = join(tmpdir(), 'no-such-client-folder');
    expect(inlineScriptSources(clientDir, PATHS.silentSignInCallback)).toEqual([]);
  });
});
