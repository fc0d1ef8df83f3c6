import { PATHS } from '../../src/domain/topology';

/** A portal server route's path, e.g. `portalApi('/calculation')`. */
export const portalApi = (path: string): string => `${PATHS.portalApi}${path}`;
