import { openTestDatabase, type TestDatabase } from '../../database/test-database';
import { serviceMigrations } from '../migrations';

/** A test file's own database with the financing service's schema (see `openTestDatabase`). */
export function openServiceTestDatabase(
  options: { persistent?: boolean } = {},
): Promise<TestDatabase> {
  return openTestDatabase({ ...options, migrations: serviceMigrations });
}
