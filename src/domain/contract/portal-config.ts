/**
 * What the portal needs to know at run time to sign users in, served by the portal server at
 * `/portal-config.json`, so a bank points the same build at its own Keycloak by configuration.
 *
 * Read before the first screen, so it is checked by a plain type guard: zod's parser would add
 * tens of kilobytes to the portal's first load.
 */
export interface PortalConfig {
  oidc: {
    authority: string;
    clientId: string;
    scope: string;
  };
  /** Seconds without use after which the portal signs the user out (a minute's warning first). */
  sessionIdleSeconds: number;
  /** The dealership the portal serves, as its offers name it. */
  dealerName: string;
}

export const PORTAL_CONFIG_PATH = '/portal-config.json';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

export function isPortalConfig(value: unknown): value is PortalConfig {
  if (!isRecord(value) || !isRecord(value.oidc)) return false;
  const { authority, clientId, scope } = value.oidc;
  const { sessionIdleSeconds, dealerName } = value;
  return (
    isText(dealerName) &&
    isText(authority) &&
    /^https?:\/\//.test(authority) &&
    isText(clientId) &&
    isText(scope) &&
    typeof sessionIdleSeconds === 'number' &&
    Number.isSafeInteger(sessionIdleSeconds) &&
    sessionIdleSeconds > 0
  );
}
