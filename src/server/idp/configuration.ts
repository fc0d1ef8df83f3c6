import type {
  Account,
  AccessToken,
  AdapterFactory,
  ClientCredentials,
  Configuration,
  CookiesSetOptions,
  ErrorOut,
  UnknownObject,
} from 'oidc-provider';
import { audienceResolution } from './audiences';
import { backchannelLogoutFetch, backchannelLogoutMetadata } from './backchannel-logout';
import { accessTokenUserClaims, CLAIMS_BY_SCOPE, SUPPORTED_SCOPES, userClaims } from './claims';
import { loadExistingGrantSkippingConsentFor } from './first-party-grant';
import { INTERACTION_PATH, KEYCLOAK_ROUTES } from './paths';
import type { ProviderKeys } from './keys';
import { koaPageLanguage, PAGE_MESSAGES, type PageLanguage } from './messages';
import { renderErrorPage, type NoticeContext } from './notice-pages';
import type { ResolvedOptions } from './options';
import { accessTokenTtl, sessionTtl } from './session-lifetime';
import { signOutPages } from './sign-out';
import type { UserDirectory } from './users';

const MINUTE = 60;
const ACCESS_TOKEN_TTL = 5 * MINUTE;
const SIGN_IN_TTL = 30 * MINUTE;

const PORTAL_SCOPE = SUPPORTED_SCOPES.join(' ');

export interface ConfigurationContext {
  options: ResolvedOptions;
  keys: ProviderKeys;
  users: UserDirectory;
  adapter: AdapterFactory;
  /** The issuer's path, e.g. '/auth/realms/dealer': cookies and page links live under it. */
  issuerPath: string;
  portalOrigins: readonly string[];
  notice: NoticeContext;
}

/**
 * What went wrong, in the page's language. oidc-provider's own descriptions are English and
 * technical: the English page shows them, the Norwegian page its own words beside the error code.
 */
function describeError(out: ErrorOut, language: PageLanguage): string {
  const words = PAGE_MESSAGES[language];
  if (out.error === 'server_error') return words.serverError;
  if (language === 'en' && out.error_description !== undefined) return out.error_description;
  if (out.error === 'access_denied') return words.accessDenied;
  if (out.error === 'login_required') return words.loginRequired;
  return words.invalidRequest;
}

/**
 * The provider's cookies stay under the issuer's path, as Keycloak's stay under its realm's, and
 * are not sent with the portal's own requests. `Secure` follows the issuer's scheme.
 */
export function cookieOptions(issuerPath: string): CookiesSetOptions {
  return { httpOnly: true, sameSite: 'lax', path: issuerPath === '' ? '/' : issuerPath };
}

/** oidc-provider's configuration: two static clients, Keycloak-shaped JWT access tokens. */
export function buildConfiguration(context: ConfigurationContext): Configuration {
  const { options, keys, users, adapter, issuerPath, portalOrigins, notice } = context;
  const { sessions } = options;
  const portalClientId = options.portalClient.clientId;
  const sessionCookie = cookieOptions(issuerPath);
  const signOut = signOutPages({ portalClientId, sessionCookie, notice });
  const { partnerClient } = options;
  const audiences = audienceResolution(
    [
      { clientId: portalClientId, audience: options.portalAudience, scope: PORTAL_SCOPE },
      // Service tokens carry no scope: the financing service checks only issuer and audience.
      ...(partnerClient === undefined
        ? []
        : [{ clientId: partnerClient.clientId, audience: options.serviceAudience, scope: '' }]),
    ],
    ACCESS_TOKEN_TTL,
  );

  return {
    adapter,
    clients: [
      {
        client_id: portalClientId,
        client_name: 'Dealer financing portal',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: options.portalClient.redirectUris,
        post_logout_redirect_uris: options.portalClient.postLogoutRedirectUris,
        scope: PORTAL_SCOPE,
        ...backchannelLogoutMetadata(options.portalClient),
      },
      ...(partnerClient === undefined
        ? []
        : [
            {
              client_id: partnerClient.clientId,
              client_secret: partnerClient.clientSecret,
              client_name: 'Portal server (partner API)',
              // client_secret_post is accepted too: oidc-provider treats both secret methods alike.
              token_endpoint_auth_method: 'client_secret_basic' as const,
              grant_types: ['client_credentials'],
              response_types: [],
              redirect_uris: [],
            },
          ]),
    ],
    clientAuthMethods: ['none', 'client_secret_basic', 'client_secret_post'],
    clientBasedCORS: (_ctx, origin, client) =>
      client.clientId === portalClientId && portalOrigins.includes(origin),
    jwks: { keys: keys.signingKeys },
    cookies: {
      names: { session: 'idp_session', interaction: 'idp_interaction', resume: 'idp_resume' },
      long: sessionCookie,
      short: sessionCookie,
      keys: keys.cookieKeys,
    },
    routes: KEYCLOAK_ROUTES,
    responseTypes: ['code'],
    scopes: [...SUPPORTED_SCOPES],
    // `typ` marks ID tokens as Keycloak does ("ID"; access tokens say "Bearer"), so a verifier
    // can tell them apart: both carry the portal's client id as `aud`.
    claims: { ...CLAIMS_BY_SCOPE, openid: [...CLAIMS_BY_SCOPE.openid, 'typ'] },
    // Stricter than the default: the redirect_uri must be sent and match exactly.
    allowOmittingSingleRegisteredRedirectUri: false,
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: true },
      userinfo: { enabled: true },
      revocation: {
        enabled: true,
        allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId,
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: signOut.logoutSource,
        postLogoutSuccessSource: signOut.postLogoutSuccessSource,
      },
      resourceIndicators: { enabled: true, ...audiences },
      // Sign-out tells the portal server, which then refuses the session's tokens (sign-out.ts).
      backchannelLogout: { enabled: true },
      // Keycloak-shaped bearer tokens only: no sender-constrained tokens, no pushed requests.
      dPoP: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
    },
    fetch: backchannelLogoutFetch(options.portalClient),
    findAccount: (_ctx, sub): Account | undefined => {
      const user = users.findBySubject(sub);
      if (user === undefined) return undefined;
      return {
        accountId: user.sub,
        claims: (use) =>
          use === 'id_token' ? { ...userClaims(user), typ: 'ID' } : userClaims(user),
      };
    },
    extraTokenClaims: (_ctx, token: AccessToken | ClientCredentials): UnknownObject => {
      const common = { azp: token.clientId, typ: 'Bearer' };
      if (token.kind !== 'AccessToken') return common;
      const user = users.findBySubject(token.accountId);
      if (user === undefined) throw new Error('access token for an unknown user');
      // `sid` as Keycloak's access tokens carry it: a back-channel logout names that session.
      return {
        ...common,
        ...accessTokenUserClaims(user),
        ...(token.sid === undefined ? {} : { sid: token.sid }),
      };
    },
    loadExistingGrant: loadExistingGrantSkippingConsentFor([portalClientId]),
    // Keycloak issues a refresh token on every code exchange, offline_access or not.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    // Every token dies with its session, offline_access or not: an idle or ended session leaves
    // no refresh token that still works.
    expiresWithSession: () => true,
    ttl: {
      AccessToken: accessTokenTtl(sessions, ACCESS_TOKEN_TTL),
      ClientCredentials: ACCESS_TOKEN_TTL,
      AuthorizationCode: MINUTE,
      IdToken: ACCESS_TOKEN_TTL,
      // Unused for the idle time, a refresh token lapses as its session does; each rotation starts
      // a new idle period, and the session binding above ends the chain at the session's maximum.
      RefreshToken: sessions.idleSeconds,
      Interaction: SIGN_IN_TTL,
      // Idle and maximum lifetime, like Keycloak's; a refresh counts as use (session-lifetime.ts).
      Session: (_ctx, session) => sessionTtl(sessions, session.loginTs),
      Grant: sessions.maxSeconds,
    },
    interactions: {
      url: (_ctx, interaction) => `${issuerPath}${INTERACTION_PATH}/${interaction.uid}`,
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      const language = koaPageLanguage(ctx);
      ctx.body = renderErrorPage(notice, language, {
        message: describeError(out, language),
        code: out.error,
      });
    },
  };
}
