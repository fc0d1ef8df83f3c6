import type { Database } from '../database';

/** What every area of the service is given: the database and the clock. */
export interface ServiceContext {
  database: Database;
  now: () => Date;
}
