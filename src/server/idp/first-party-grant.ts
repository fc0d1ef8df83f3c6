import type { Grant, KoaContextWithOIDC } from 'oidc-provider';

/**
 * oidc-provider's `loadExistingGrant`, extended so first-party clients (the portal) never show a
 * consent screen: their grant is created or topped up with whatever the request asks for, the
 * same checks the consent prompt would make (OIDC scopes, and scopes of the resource server).
 * Other clients keep the default behaviour.
 */
export function loadExistingGrantSkippingConsentFor(firstPartyClientIds: readonly string[]) {
  const firstParty = new Set(firstPartyClientIds);

  return async function loadExistingGrant(ctx: KoaContextWithOIDC): Promise<Grant | undefined> {
    const { oidc } = ctx;
    const client = oidc.client;
    const accountId = oidc.session?.accountId;
    if (client === undefined || accountId === undefined) return undefined;

    const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(client.clientId);
    let grant = grantId === undefined ? undefined : await oidc.provider.Grant.find(grantId);
    if (!firstParty.has(client.clientId)) return grant;

    // A grant of another user (the session changed hands) is never reused.
    if (grant === undefined || grant.accountId !== accountId) {
      grant = new oidc.provider.Grant({ clientId: client.clientId, accountId });
    }
    grant.addOIDCScope([...oidc.requestParamOIDCScopes]);
    for (const [indicator, resourceServer] of Object.entries(oidc.resourceServers ?? {})) {
      const scopes = [...oidc.requestParamScopes].filter((scope) =>
        resourceServer.scopes.has(scope),
      );
      if (scopes.length > 0) grant.addResourceScope(indicator, scopes);
    }
    await grant.save();
    return grant;
  };
}
