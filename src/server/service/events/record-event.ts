import { randomUUID } from 'node:crypto';
import type { EventData, EventType } from '../../../domain/contract';
import { TEST_EVENT_TYPE } from '../../../domain/contract';
import type { Database } from '../../database';

/** NOTIFY channel that wakes the dispatcher of every instance when deliveries are due. */
export const DELIVERIES_DUE_CHANNEL = 'webhook_deliveries_due';

/** `msg_…`, as Standard Webhooks' examples spell message ids; the `webhook-id` of every attempt. */
const newEventId = (): string => `msg_${randomUUID().replaceAll('-', '')}`;

/**
 * Writes an event to the outbox, with one pending delivery for each subscription to its type, in
 * the caller's transaction: the event exists exactly when the change it reports was committed.
 * Every write path that changes an application, a campaign or a funding interest calls this.
 */
export function recordEvent<Type extends EventType>(
  database: Database,
  type: Type,
  data: EventData<Type>,
  at: Date,
): Promise<string> {
  return insertEvent(database, { type, data, at });
}

/** The test event of `POST /subscription/{id}/test`: to that one subscription only. */
export function recordTestEvent(
  database: Database,
  subscriptionId: string,
  at: Date,
): Promise<string> {
  return insertEvent(database, {
    type: TEST_EVENT_TYPE,
    data: { subscriptionId, message: 'A test event: the subscription works.' },
    at,
    subscriptionId,
  });
}

async function insertEvent(
  database: Database,
  event: { type: string; data: unknown; at: Date; subscriptionId?: string },
): Promise<string> {
  const eventId = newEventId();
  const at = event.at.toISOString();
  await database.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO webhook_event (event_id, type, occurred_at, data)
       VALUES ($1, $2, $3, $4::text::json)`,
      [eventId, event.type, at, JSON.stringify(event.data)],
    );
    // FOR KEY SHARE: a subscription being deleted meanwhile is waited for and then skipped,
    // not read here and then missing at the foreign-key check (23503, a 500 for the change).
    const { rows } = await tx.query<{ subscription_id: string }>(
      `INSERT INTO webhook_delivery (event_id, subscription_id, status, next_attempt_at, created_at)
       SELECT $1, subscription_id, 'pending', $2, $2 FROM webhook_subscription
        WHERE ($3::text IS NULL AND $4 = ANY (event_types)) OR subscription_id = $3
        FOR KEY SHARE
       RETURNING subscription_id`,
      [eventId, at, event.subscriptionId ?? null, event.type],
    );
    // Delivered with the commit, to every instance's dispatcher.
    if (rows.length > 0) await tx.query(`SELECT pg_notify('${DELIVERIES_DUE_CHANNEL}', '')`);
  });
  return eventId;
}
