/**
 * Where the fetch client gets the user's access token. The auth module sets the source once; the
 * client never stores a token itself. Kept apart from the client so that signing in does not load
 * the client and the contract's schemas into the first screen's bundle.
 */
type AccessTokenSource = () => Promise<string | undefined> | string | undefined;

let source: AccessTokenSource = () => undefined;

export function setAccessTokenSource(next: AccessTokenSource): void {
  source = next;
}

export const currentAccessToken = async (): Promise<string | undefined> => source();
