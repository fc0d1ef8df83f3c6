import type { Client, Configuration, KoaContextWithOIDC, Session } from 'oidc-provider';
import type { ResolvedOptions } from './options';

type PortalClientOptions = ResolvedOptions['portalClient'];

/**
 * The portal client's registration for OpenID Connect Back-Channel Logout: its endpoint, and a
 * `sid` in every logout token, so that one session ends, not all of the user's.
 */
export function backchannelLogoutMetadata(portalClient: PortalClientOptions) {
  return portalClient.backchannelLogoutUri === undefined
    ? {}
    : {
        backchannel_logout_uri: portalClient.backchannelLogoutUri,
        backchannel_logout_session_required: true,
      };
}

type Fetch = NonNullable<Configuration['fetch']>;

/**
 * oidc-provider's outgoing requests, with one exception: the portal server's back-channel logout
 * goes to `backchannelLogoutDeliveredTo`, its loopback address in this very process, which
 * oidc-provider's guard against server-side request forgery would refuse. That address comes from
 * the configuration, never from a request; every other URL keeps the guard.
 */
export function backchannelLogoutFetch(portalClient: PortalClientOptions): Fetch {
  const { backchannelLogoutUri, backchannelLogoutDeliveredTo } = portalClient;
  const registered =
    backchannelLogoutUri === undefined ? undefined : new URL(backchannelLogoutUri).href;
  return (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (
      registered === undefined ||
      backchannelLogoutDeliveredTo === undefined ||
      url !== registered
    ) {
      return globalThis.fetch(input, init);
    }
    const { dispatcher: _guard, ...rest } = (init ?? {}) as RequestInit & { dispatcher?: unknown };
    return globalThis.fetch(backchannelLogoutDeliveredTo, rest);
  };
}

/** oidc-provider's clients can send a logout token; its types do not say so. */
type LogoutClient = Client & { backchannelLogout(sub: string, sid?: string): Promise<void> };

/**
 * Sends a logout token to each client of `session` that registered a back-channel logout URI, as
 * oidc-provider's own sign-out confirmation does, and waits for their answers (at most 2.5 s
 * each): when the portal answers, the session's tokens are refused there. A client that fails is
 * reported (`backchannel.error`) and the sign-out goes on.
 */
export async function sendBackchannelLogouts(
  ctx: KoaContextWithOIDC,
  session: Session,
): Promise<void> {
  const { provider } = ctx.oidc;
  const { accountId } = session;
  if (accountId === undefined) return;
  await Promise.all(
    Object.keys(session.authorizations ?? {}).map(async (clientId) => {
      const client = await provider.Client.find(clientId);
      if (client?.backchannelLogoutUri === undefined) return;
      const sid = session.sidFor(clientId);
      try {
        await (client as LogoutClient).backchannelLogout(accountId, sid);
        provider.emit('backchannel.success', ctx, client, accountId, sid);
      } catch (error) {
        provider.emit('backchannel.error', ctx, error, client, accountId, sid);
      }
    }),
  );
}
