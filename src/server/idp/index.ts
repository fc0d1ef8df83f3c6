import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { createFailureLimit } from '../http';
import { useClientAddress } from './client-address';
import { limitClientFailures } from './client-failures';
import { buildConfiguration, cookieOptions } from './configuration';
import { registerInteractionRoutes } from './interactions';
import { loadOrCreateKeys } from './keys';
import { createMemoryAdapter } from './memory-adapter';
import { mountProvider } from './mount';
import { portalOrigins, resolveOptions, type IdentityProviderOptions } from './options';
import { ICON_PATH, STYLESHEET_PATH } from './paths';
import { createProvider } from './provider';
import { securityHeaders } from './security-headers';
import { keepSessionAlive } from './session-lifetime';
import { signOutWithoutSession } from './sign-out';
import { createTokenSessions } from './token-sessions';
import { registerUserinfoRoute } from './userinfo';
import { createUserDirectory } from './users';

export type { IdentityProviderOptions } from './options';
export { DEMO_USERS, type DemoUser } from './users';
export { createSignInThrottle, type SignInThrottleLimits } from './sign-in-throttle';
export { loadOrCreateKeys } from './keys';

/**
 * The embedded OpenID Connect provider, standing in for the bank's Keycloak on a laptop and in
 * CI, with Keycloak's paths under its prefix:
 *
 *   app.register(identityProvider, {
 *     prefix: '/auth/realms/dealer',
 *     issuer: `${publicOrigin}/auth/realms/dealer`,
 *     ...
 *   });
 *
 * The prefix must be the issuer's path. The plugin parses the bodies it needs itself (the host's
 * body parsers do not reach it) and sets its own security headers.
 */
export const identityProvider: FastifyPluginAsync<IdentityProviderOptions> = async (
  fastify: FastifyInstance,
  rawOptions: IdentityProviderOptions,
) => {
  const options = resolveOptions(rawOptions);
  const issuerPath = new URL(options.issuer).pathname.replace(/\/$/, '');
  if (fastify.prefix !== issuerPath) {
    throw new Error(
      `The identity provider is registered under '${fastify.prefix}' but its issuer's path is '${issuerPath}': register it with prefix '${issuerPath}'.`,
    );
  }

  const [keys, users] = await Promise.all([
    loadOrCreateKeys(options.dataDir),
    createUserDirectory(options.users),
  ]);
  const origins = portalOrigins(options);
  const headers = securityHeaders(origins, { https: options.issuer.startsWith('https:') });
  const notice = {
    stylesheetHref: `${issuerPath}${STYLESHEET_PATH}`,
    iconHref: `${issuerPath}${ICON_PATH}`,
    portalUrl: options.portalClient.postLogoutRedirectUris[0] ?? `${origins[0] ?? ''}/`,
  };

  const configuration = buildConfiguration({
    options,
    keys,
    users,
    adapter: createMemoryAdapter(),
    issuerPath,
    portalOrigins: origins,
    notice,
  });
  const tokenSessions = createTokenSessions();
  const provider = createProvider(options.issuer, configuration, {
    headers,
    logger: fastify.log,
    middleware: [
      useClientAddress,
      limitClientFailures(createFailureLimit(options.clientFailureLimit)),
      signOutWithoutSession(cookieOptions(issuerPath)),
      keepSessionAlive(options.sessions),
      tokenSessions.remember,
    ],
  });
  // A portal server that did not hear of a sign-out still refuses the session's tokens within
  // their lifetime (5 minutes); the operator should know.
  provider.on('backchannel.error', (_ctx: unknown, error: Error, client: { clientId: string }) => {
    fastify.log.warn(
      { err: error, clientId: client.clientId },
      'identity provider could not send a back-channel logout',
    );
  });

  // Two scopes with different body parsing: the sign-in form is parsed here, while oidc-provider's
  // own endpoints get the raw stream.
  await fastify.register((scope, _options, done) => {
    registerInteractionRoutes(scope, {
      provider,
      users,
      throttle: options.signInThrottle,
      issuerPath,
      headers,
      notice,
    });
    done();
  });
  await fastify.register((scope, _options, done) => {
    registerUserinfoRoute(scope, {
      issuer: options.issuer,
      audience: options.portalAudience,
      signingKeys: keys.signingKeys,
      users,
      portalOrigins: origins,
      headers,
      sessionAlive: (jti) => tokenSessions.isAlive(provider, jti),
    });
    mountProvider(scope, provider);
    done();
  });
};
