import { PATHS } from '../../src/domain/topology';

/** A portal server route's path, e.g. `portalApi('/calculation')`. */
export const portalApi = (path: string): string => `${PATHS.portalApi}${path}`;

/**
 * Where the portal sends an application: `/api/application`, or, for a saved offer (as nearly
 * every offer is once typed in), `/api/offer/{offerId}/application`.
 */
export const APPLICATION_SEND = new RegExp(`${portalApi('')}/(offer/[0-9a-f-]+/)?application$`);
