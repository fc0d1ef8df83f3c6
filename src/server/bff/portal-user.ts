import type { TokenUser } from '../../domain/token-claims';

export type { Role } from '../../domain/roles';

/**
 * Which sign-in session at the provider an access token belongs to, and its times: a back-channel
 * logout of the session ends the token, and the token's expiry ends what it opened (a stream).
 */
export interface TokenSession {
  /** The provider's session id (`sid`, Keycloak's older `session_state`); undefined without. */
  sessionId: string | undefined;
  subject: string;
  /** `iat` and `exp`, epoch seconds. */
  issuedAt: number;
  expiresAt: number;
}

/** The signed-in dealership employee, as the portal server knows them from their token. */
export type PortalUser = TokenUser & {
  /** Set by the token verifier; absent for a user made up by a test. */
  readonly session?: TokenSession;
};
