import type { Migration } from '../../database/migrations';

/**
 * A webhook attempt is in the delivery log from the moment it is claimed, before the request is
 * sent: `duration_ms` stays null while it runs. One cut off by a stopped process is then still
 * there, and is marked interrupted (its error says so) when the delivery is taken up again.
 */
export const deliveryAttemptsInProgress: Migration = {
  version: 9,
  name: 'delivery attempts in progress',
  sql: `
    ALTER TABLE webhook_delivery_attempt ALTER COLUMN duration_ms DROP NOT NULL;
  `,
};
