import type { CookiesSetOptions, KoaContextWithOIDC } from 'oidc-provider';
import type Provider from 'oidc-provider';
import { sendBackchannelLogouts } from './backchannel-logout';
import type { ProviderMiddleware } from './provider';
import { koaPageLanguage } from './messages';
import { renderSignedOutPage, renderSignOutConfirmPage, type NoticeContext } from './notice-pages';

/** The id oidc-provider gives the hidden form it hands to `logoutSource`. */
const LOGOUT_FORM_ID = 'op.logoutForm';

export interface SignOutOptions {
  portalClientId: string;
  /** The session cookie's options, so clearing it hits the same path. */
  sessionCookie: CookiesSetOptions;
  notice: NoticeContext;
}

async function revokeGrant(ctx: KoaContextWithOIDC, provider: Provider, grantId: string) {
  await Promise.all([
    provider.AccessToken.revokeByGrantId(grantId),
    provider.RefreshToken.revokeByGrantId(grantId),
    provider.AuthorizationCode.revokeByGrantId(grantId),
  ]);
  const grant = await provider.Grant.find(grantId);
  await grant?.destroy();
  provider.emit('grant.revoked', ctx, grantId);
}

type OidcContext = KoaContextWithOIDC['oidc'];

function stringParam(oidc: OidcContext, name: string): string | undefined {
  const value = oidc.params?.[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The portal signing its own user out: oidc-provider has already verified the id_token_hint's
 * signature, audience and issuer and the post_logout_redirect_uri; the hint names the session's
 * user. That proves the request comes from the user's portal session, as Keycloak accepts it.
 */
function isPortalSigningOutItsUser(ctx: KoaContextWithOIDC, portalClientId: string): boolean {
  const { client, session, entities } = ctx.oidc;
  const hint = entities.IdTokenHint;
  return (
    client?.clientId === portalClientId &&
    hint !== undefined &&
    session?.accountId !== undefined &&
    hint.payload.sub === session.accountId
  );
}

/**
 * Ends the session the way oidc-provider's confirmation step does (tell the clients by
 * back-channel logout, revoke the session's grants, destroy it, clear the cookie, redirect),
 * without asking the user to confirm. The portal server has refused the session's access tokens
 * and closed its event streams before the browser is sent on.
 */
async function signOutNow(ctx: KoaContextWithOIDC, sessionCookie: CookiesSetOptions) {
  const { provider, session } = ctx.oidc;
  if (session === undefined) throw new Error('sign-out without a session context');

  await sendBackchannelLogouts(ctx, session);

  for (const authorization of Object.values(session.authorizations ?? {})) {
    if (authorization.grantId !== undefined && authorization.persistsLogout !== true) {
      await revokeGrant(ctx, provider, authorization.grantId);
    }
  }
  await session.destroy();
  ctx.cookies.set(provider.cookieName('session'), null, sessionCookie);

  provider.emit('end_session.success', ctx);
  redirectAfterSignOut(ctx, ctx.oidc);
}

/** To the post_logout_redirect_uri (oidc-provider has matched it to the client) or our page. */
function redirectAfterSignOut(
  ctx: Pick<KoaContextWithOIDC, 'status' | 'redirect'>,
  oidc: OidcContext,
): void {
  const postLogoutRedirectUri = stringParam(oidc, 'post_logout_redirect_uri');
  const state = stringParam(oidc, 'state');
  let target: URL;
  if (postLogoutRedirectUri === undefined) {
    target = new URL(oidc.urlFor('end_session_success'));
  } else {
    target = new URL(postLogoutRedirectUri);
    if (state !== undefined) target.searchParams.set('state', state);
  }
  ctx.status = 303;
  ctx.redirect(target.href);
}

/**
 * A provider middleware for sign-out when the provider's session has already ended (expired, or
 * ended in another tab). oidc-provider then answers with a form that submits itself by script;
 * with nothing left to end, this sends the browser straight on instead, so signing out never
 * runs script on the provider's pages.
 */
export function signOutWithoutSession(sessionCookie: CookiesSetOptions): ProviderMiddleware {
  return async (ctx, next) => {
    await next();
    // `oidc` is there only once one of oidc-provider's routes matched.
    const oidc = Reflect.get(ctx, 'oidc') as OidcContext | undefined;
    if (oidc?.route !== 'end_session' || ctx.status !== 200) return;
    if (oidc.session === undefined || oidc.session.accountId !== undefined) return;

    // oidc-provider saved an empty session to hold its form's token: it goes again.
    await oidc.session.destroy();
    ctx.cookies.set(oidc.provider.cookieName('session'), null, {
      ...sessionCookie,
      overwrite: true,
    });
    redirectAfterSignOut(ctx, oidc);
  };
}

/**
 * RP-initiated logout pages. The portal's own sign-out completes at once; anything else (no hint,
 * another client) gets a confirmation page with a single button, never an auto-submitting form.
 */
export function signOutPages({ portalClientId, sessionCookie, notice }: SignOutOptions) {
  return {
    logoutSource: async (ctx: KoaContextWithOIDC, form: string): Promise<void> => {
      if (isPortalSigningOutItsUser(ctx, portalClientId)) {
        await signOutNow(ctx, sessionCookie);
        return;
      }
      ctx.type = 'html';
      ctx.body = renderSignOutConfirmPage(notice, koaPageLanguage(ctx), {
        form,
        formId: LOGOUT_FORM_ID,
      });
    },
    postLogoutSuccessSource: (ctx: KoaContextWithOIDC): void => {
      ctx.type = 'html';
      ctx.body = renderSignedOutPage(notice, koaPageLanguage(ctx));
    },
  };
}
