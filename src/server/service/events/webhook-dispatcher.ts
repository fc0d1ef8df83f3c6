import { Webhook } from 'standardwebhooks';
import type { Database } from '../../database';
import { createBackgroundTask, type BackgroundTask } from '../background-task';
import { isoTimestamp } from '../sql';
import { DELIVERIES_DUE_CHANNEL } from './record-event';
import { retryDelayMs } from './retry-schedule';
import { sendWebhook, type SendOptions, type SendResult } from './send-webhook';

export interface WebhookDispatcherOptions {
  database: Database;
  now: () => Date;
  allowLocalUrls: boolean;
  /** In [0, 1): the retry jitter; tests fix it. */
  random?: () => number;
  /** The fallback when no notification comes (or the database cannot send them). */
  pollIntervalMs?: number;
  /** How long the receiver has to answer one attempt. */
  timeoutMs?: number;
  /** The HTTP POST; tests at the network edge may replace it. */
  send?: (
    url: URL,
    headers: Record<string, string>,
    body: string,
    options: SendOptions,
  ) => Promise<SendResult>;
}

/** `start` delivers as deliveries fall due: woken by NOTIFY, with a poll as the fallback. */
export interface WebhookDispatcher extends BackgroundTask {
  /**
   * Attempts every delivery due now, batch by batch; resolves with how many attempts were made.
   * Once `stopping` aborts, it finishes the batch under way and claims no more.
   */
  deliverDue(stopping?: AbortSignal): Promise<number>;
}

const BATCH_SIZE = 10;
const DEFAULT_TIMEOUT_MS = 10_000;
/**
 * A claimed delivery is not claimed again before its attempt's timeout and this much more (the
 * outcome's write): one attempt per delivery at a time across instances, and a process killed
 * mid-attempt leaves the delivery to be claimed again soon after.
 */
const LEASE_MARGIN_MS = 5_000;
const DEFAULT_POLL_INTERVAL_MS = 5_000;

/** The error of an attempt whose process stopped before it recorded the receiver's answer. */
export const INTERRUPTED_ATTEMPT_ERROR =
  'Interrupted: the instance sending it stopped before it recorded an answer';

/** An attempt still running (no duration yet) is interrupted: its duration runs until `$1`. */
const INTERRUPT = `error = '${INTERRUPTED_ATTEMPT_ERROR}',
  duration_ms = greatest(0, round(extract(epoch FROM $1::timestamptz - a.attempted_at) * 1000))`;

interface ClaimedRow {
  delivery_id: string;
  attempt_count: number;
  event_id: string;
  type: string;
  occurred_at: string;
  data: string;
  url: string;
  secret: string;
}

/**
 * Delivers the outbox's webhooks at least once (docs/events.md): each due delivery is claimed
 * with `FOR UPDATE SKIP LOCKED` and a lease in a short transaction, sent outside any
 * transaction, and its outcome recorded: delivered on a 2xx, else retried after the next delay
 * of the schedule, and failed after the last attempt.
 */
export function createWebhookDispatcher(options: WebhookDispatcherOptions): WebhookDispatcher {
  const { database, now } = options;
  const random = options.random ?? Math.random;
  const send = options.send ?? sendWebhook;
  const sendOptions: SendOptions = {
    allowLocalUrls: options.allowLocalUrls,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  };
  const leaseMs = sendOptions.timeoutMs + LEASE_MARGIN_MS;

  async function claimDue(): Promise<ClaimedRow[]> {
    const at = now();
    const { rows } = await database.query<ClaimedRow>(
      `WITH due AS (
         SELECT delivery_id FROM webhook_delivery
          WHERE status = 'pending' AND next_attempt_at <= $1
          ORDER BY next_attempt_at, delivery_id
          LIMIT $3
          FOR UPDATE SKIP LOCKED
       ), claimed AS (
         UPDATE webhook_delivery d
            SET attempt_count = d.attempt_count + 1, next_attempt_at = $2
           FROM due WHERE d.delivery_id = due.delivery_id
         RETURNING d.delivery_id, d.attempt_count, d.event_id, d.subscription_id
       ), interrupted AS (
         -- The lease of the attempt before ran out with no outcome: its process stopped.
         UPDATE webhook_delivery_attempt a SET ${INTERRUPT}
           FROM due WHERE a.delivery_id = due.delivery_id AND a.duration_ms IS NULL
       ), started AS (
         INSERT INTO webhook_delivery_attempt (delivery_id, attempt, attempted_at)
         SELECT delivery_id, attempt_count, $1 FROM claimed
       )
       SELECT c.delivery_id::text AS delivery_id, c.attempt_count, e.event_id, e.type,
         ${isoTimestamp('e.occurred_at')} AS occurred_at, e.data::text AS data, s.url, s.secret
       FROM claimed c
       JOIN webhook_event e ON e.event_id = c.event_id
       JOIN webhook_subscription s ON s.subscription_id = c.subscription_id
       ORDER BY c.delivery_id`,
      [at.toISOString(), new Date(at.getTime() + leaseMs).toISOString(), BATCH_SIZE],
    );
    return rows;
  }

  async function attempt(delivery: ClaimedRow): Promise<void> {
    // The body is the same on every attempt; the signature covers id, timestamp and body.
    const body = `{"type":${JSON.stringify(delivery.type)},"timestamp":${JSON.stringify(
      delivery.occurred_at,
    )},"data":${delivery.data}}`;
    const sentAt = now();
    const signature = new Webhook(delivery.secret).sign(delivery.event_id, sentAt, body);
    const headers = {
      'webhook-id': delivery.event_id,
      'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
      'webhook-signature': signature,
    };
    const started = performance.now();
    let result: SendResult;
    try {
      result = await send(new URL(delivery.url), headers, body, sendOptions);
    } catch (error) {
      result = { error: error instanceof Error ? error.message : 'The attempt failed' };
    }
    const durationMs = Math.round(performance.now() - started);
    await recordOutcome(delivery, result, durationMs);
  }

  async function recordOutcome(
    delivery: ClaimedRow,
    result: SendResult,
    durationMs: number,
  ): Promise<void> {
    const at = now();
    const delivered = result.status !== undefined && result.status >= 200 && result.status < 300;
    const delay = delivered ? undefined : retryDelayMs(delivery.attempt_count, random);
    const status = delivered ? 'delivered' : delay === undefined ? 'failed' : 'pending';
    const next = delay === undefined ? null : new Date(at.getTime() + delay).toISOString();
    const error =
      result.error ??
      (delivered ? null : `The receiver answered ${String(result.status)}; expected 2xx`);
    await database.transaction(async (tx) => {
      // Only the attempt that holds the claim records it (a deleted subscription has none).
      const { rows } = await tx.query(
        `UPDATE webhook_delivery SET status = $3, next_attempt_at = $4
          WHERE delivery_id = $1 AND attempt_count = $2 AND status = 'pending'
         RETURNING delivery_id`,
        [delivery.delivery_id, delivery.attempt_count, status, next],
      );
      if (rows.length === 0) return;
      await tx.query(
        `UPDATE webhook_delivery_attempt SET response_status = $3, error = $4, duration_ms = $5
          WHERE delivery_id = $1 AND attempt = $2`,
        [delivery.delivery_id, delivery.attempt_count, result.status ?? null, error, durationMs],
      );
    });
  }

  async function deliverDue(stopping?: AbortSignal): Promise<number> {
    let attempts = 0;
    for (;;) {
      if (stopping?.aborted === true) return attempts;
      const batch = await claimDue();
      if (batch.length === 0) return attempts;
      await Promise.all(batch.map(attempt));
      attempts += batch.length;
    }
  }

  /**
   * Embedded PostgreSQL has one session, this process's: an attempt still running at start was
   * cut off by the process before, and its delivery is due now, not once its lease ends.
   */
  async function takeUpInterrupted(): Promise<void> {
    if (database.notifiesAtCommit !== true) return;
    await database.query(
      `WITH interrupted AS (
         UPDATE webhook_delivery_attempt a SET ${INTERRUPT}
           FROM webhook_delivery d
          WHERE d.delivery_id = a.delivery_id AND a.duration_ms IS NULL AND d.status = 'pending'
         RETURNING a.delivery_id
       )
       UPDATE webhook_delivery d SET next_attempt_at = $1
         FROM interrupted i WHERE d.delivery_id = i.delivery_id AND d.next_attempt_at > $1`,
      [now().toISOString()],
    );
  }

  const task = createBackgroundTask(deliverDue, {
    database,
    pollIntervalMs: options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS,
    channel: DELIVERIES_DUE_CHANNEL,
  });

  return {
    deliverDue,
    async start() {
      // The database away for a moment: the leases end by themselves.
      await takeUpInterrupted().catch(() => undefined);
      await task.start();
    },
    stop: task.stop,
  };
}
