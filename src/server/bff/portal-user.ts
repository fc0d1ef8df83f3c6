import type { TokenUser } from '../../domain/token-claims';

export type { Role } from '../../domain/roles';

/** The signed-in dealership employee, as the portal server knows them from their token. */
export type PortalUser = TokenUser;
