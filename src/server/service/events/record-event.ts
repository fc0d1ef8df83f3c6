import { randomUUID } from 'node:crypto';
import type { EventData, EventType } from '../../../domain/contract';
import { TEST_EVENT_TYPE } from '../../../domain/contract';
import type { Database } from '../../database';

/** NOTIFY channel that wakes the dispatcher of every instance when deliveries are due. */
export const DELIVERIES_DUE_CHANNEL = 'webhook_deliveries_due';

/** `msg_…`, as Standard Webhooks' examples spell message ids; the `webhook-id` of every attempt. */
export const newEventId = (): string => `msg_${randomUUID().replaceAll('-', '')}`;

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

/**
 * The outbox's part of a statement that records an event: CTEs after one named `source` that
 * gives the event's row (`event_id, type, occurred_at, data`), or none for no event. They write
 * the event and one pending delivery for each subscription to its type, or to the one
 * subscription `subscriptionId` (an SQL expression, NULL for all) names; select
 * `NOTIFY_DELIVERIES_DUE` in the statement's answer to wake the dispatchers when there are any.
 */
export const outboxCtes = (source: string, subscriptionId = 'NULL::text'): string => `
  recorded_event AS (
    INSERT INTO webhook_event (event_id, type, occurred_at, data)
    SELECT event_id, type, occurred_at, data FROM ${source}
    RETURNING event_id, type, occurred_at),
  -- FOR KEY SHARE: a subscription being deleted meanwhile is waited for and then skipped,
  -- not read here and then missing at the foreign-key check (23503, a 500 for the change).
  recorded_deliveries AS (
    INSERT INTO webhook_delivery (event_id, subscription_id, status, next_attempt_at, created_at)
    SELECT e.event_id, s.subscription_id, 'pending', e.occurred_at, e.occurred_at
      FROM recorded_event e JOIN webhook_subscription s
        ON (${subscriptionId} IS NULL AND e.type = ANY (s.event_types))
          OR s.subscription_id = ${subscriptionId}
       FOR KEY SHARE OF s
    RETURNING subscription_id)`;

/** Delivered with the commit, to every instance's dispatcher, when the event has deliveries. */
export const NOTIFY_DELIVERIES_DUE = `(SELECT pg_notify('${DELIVERIES_DUE_CHANNEL}', '')
    FROM (SELECT FROM recorded_deliveries LIMIT 1) due)`;

/** One statement, so one round trip, in the caller's transaction or as one of its own. */
async function insertEvent(
  database: Database,
  event: { type: string; data: unknown; at: Date; subscriptionId?: string },
): Promise<string> {
  const eventId = newEventId();
  await database.query(
    `WITH new_event AS (
       SELECT $1::text AS event_id, $2::text AS type, $3::timestamptz AS occurred_at,
         $4::text::json AS data),
     ${outboxCtes('new_event', '$5::text')}
     SELECT ${NOTIFY_DELIVERIES_DUE} AS deliveries_due`,
    [
      eventId,
      event.type,
      event.at.toISOString(),
      JSON.stringify(event.data),
      event.subscriptionId ?? null,
    ],
  );
  return eventId;
}
