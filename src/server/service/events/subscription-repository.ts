import { randomBytes, randomUUID } from 'node:crypto';
import type {
  CreatedSubscription,
  CreateSubscriptionBody,
  Delivery,
  EventType,
  Subscription,
} from '../../../domain/contract';
import type { Database } from '../../database';
import { isoTimestamp } from '../sql';

interface SubscriptionRow {
  subscription_id: string;
  url: string;
  event_types: EventType[];
  description: string;
  created_at: string;
}

const SUBSCRIPTION_COLUMNS = `subscription_id, url, event_types, description,
  ${isoTimestamp('created_at')} AS created_at`;

const toSubscription = (row: SubscriptionRow): Subscription => ({
  subscriptionId: row.subscription_id,
  url: row.url,
  eventTypes: row.event_types,
  description: row.description,
  createdAt: row.created_at,
});

/** A Standard Webhooks secret: `whsec_` and 24 random bytes in base64. */
const newSecret = (): string => `whsec_${randomBytes(24).toString('base64')}`;

/** Stores a subscription of `clientId`'s, with a new secret (returned here only). */
export async function insertSubscription(
  database: Database,
  clientId: string,
  body: CreateSubscriptionBody,
  at: Date,
): Promise<CreatedSubscription> {
  const secret = newSecret();
  const { rows } = await database.query<SubscriptionRow>(
    `INSERT INTO webhook_subscription
       (subscription_id, client_id, url, event_types, description, secret, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     RETURNING ${SUBSCRIPTION_COLUMNS}`,
    [
      `sub_${randomUUID().replaceAll('-', '')}`,
      clientId,
      body.url,
      body.eventTypes,
      body.description ?? '',
      secret,
      at.toISOString(),
    ],
  );
  const row = rows[0];
  if (row === undefined) throw new Error('The subscription insert returned nothing');
  return { ...toSubscription(row), secret };
}

export async function countSubscriptions(database: Database, clientId: string): Promise<number> {
  const { rows } = await database.query<{ count: number }>(
    'SELECT count(*)::integer AS count FROM webhook_subscription WHERE client_id = $1',
    [clientId],
  );
  return rows[0]?.count ?? 0;
}

/** The client's subscriptions, oldest first; another client's are never seen. */
export async function listSubscriptions(
  database: Database,
  clientId: string,
): Promise<Subscription[]> {
  const { rows } = await database.query<SubscriptionRow>(
    `SELECT ${SUBSCRIPTION_COLUMNS} FROM webhook_subscription
      WHERE client_id = $1 ORDER BY created_at, subscription_id`,
    [clientId],
  );
  return rows.map(toSubscription);
}

export async function subscriptionExists(
  database: Database,
  clientId: string,
  subscriptionId: string,
): Promise<boolean> {
  const { rows } = await database.query(
    'SELECT 1 FROM webhook_subscription WHERE client_id = $1 AND subscription_id = $2',
    [clientId, subscriptionId],
  );
  return rows.length > 0;
}

/** Deletes the subscription with its pending deliveries and log; false when it is not there. */
export async function deleteSubscription(
  database: Database,
  clientId: string,
  subscriptionId: string,
): Promise<boolean> {
  const { rows } = await database.query(
    `DELETE FROM webhook_subscription WHERE client_id = $1 AND subscription_id = $2
     RETURNING subscription_id`,
    [clientId, subscriptionId],
  );
  return rows.length > 0;
}

interface DeliveryRow {
  event_id: string;
  event_type: string;
  status: Delivery['status'];
  created_at: string;
  next_attempt_at: string | null;
  attempts: Delivery['attempts'] | null;
}

/** The subscription's delivery log, newest first, each delivery with its attempts in order. */
export async function listDeliveries(
  database: Database,
  subscriptionId: string,
  query: { status?: Delivery['status'] | undefined; limit: number },
): Promise<Delivery[]> {
  const { rows } = await database.query<DeliveryRow>(
    `SELECT d.event_id, e.type AS event_type, d.status,
       ${isoTimestamp('d.created_at')} AS created_at,
       CASE WHEN d.status = 'pending' THEN ${isoTimestamp('d.next_attempt_at')} END
         AS next_attempt_at,
       (SELECT json_agg(json_build_object('at', ${isoTimestamp('a.attempted_at')},
           'responseStatus', a.response_status, 'error', a.error,
           -- An attempt under way has no duration yet.
           'durationMs', coalesce(a.duration_ms, 0))
           ORDER BY a.attempt)
          FROM webhook_delivery_attempt a WHERE a.delivery_id = d.delivery_id) AS attempts
     FROM webhook_delivery d JOIN webhook_event e ON e.event_id = d.event_id
     WHERE d.subscription_id = $1 AND ($2::text IS NULL OR d.status = $2)
     ORDER BY d.delivery_id DESC
     LIMIT $3`,
    [subscriptionId, query.status ?? null, query.limit],
  );
  return rows.map((row) => ({
    eventId: row.event_id,
    eventType: row.event_type,
    status: row.status,
    createdAt: row.created_at,
    nextAttemptAt: row.next_attempt_at,
    attempts: row.attempts ?? [],
  }));
}
