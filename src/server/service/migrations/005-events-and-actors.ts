import type { Migration } from '../../database/migrations';

/**
 * Who made each history entry, and the events outbox with its webhook subscriptions and
 * deliveries (docs/events.md). An event row and its deliveries are written in the transaction
 * of the change they report; the dispatcher works from `webhook_delivery` alone, so a restart
 * or a killed process loses nothing.
 */
const ACTOR_COLUMNS = (table: string) => `
    ALTER TABLE ${table} ADD COLUMN actor text NOT NULL DEFAULT 'bank'
      CHECK (actor IN ('bank', 'salesperson', 'system'));
    ALTER TABLE ${table} ADD COLUMN actor_sales_person_id integer REFERENCES sales_person;`;

const ACTOR_CHECK = (table: string) => `
    ALTER TABLE ${table} ALTER COLUMN actor DROP DEFAULT;
    ALTER TABLE ${table} ADD CHECK ((actor = 'salesperson') = (actor_sales_person_id IS NOT NULL));`;

export const eventsAndActors: Migration = {
  version: 5,
  name: 'events, webhook subscriptions and who acted',
  sql: `
    ${ACTOR_COLUMNS('application_status_history')}
    ${ACTOR_COLUMNS('document_status_history')}
    -- Before this, an application was received from its salesperson (or from no one) and every
    -- later move was made through the bank's API.
    UPDATE application_status_history h
       SET actor = CASE WHEN a.sales_person_id IS NULL THEN 'system' ELSE 'salesperson' END,
           actor_sales_person_id = a.sales_person_id
      FROM application a
     WHERE a.application_id = h.application_id AND h.status = 'Received';
    ${ACTOR_CHECK('application_status_history')}
    ${ACTOR_CHECK('document_status_history')}

    CREATE TABLE webhook_event (
      event_id text PRIMARY KEY,
      type text NOT NULL,
      occurred_at timestamptz NOT NULL,
      -- json, not jsonb: the text as written, so the body sent reads as the event was recorded.
      data json NOT NULL
    );

    CREATE TABLE webhook_subscription (
      subscription_id text PRIMARY KEY,
      client_id text NOT NULL,
      url text NOT NULL,
      event_types text[] NOT NULL,
      description text NOT NULL,
      secret text NOT NULL,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX webhook_subscription_by_client ON webhook_subscription (client_id, created_at);

    CREATE TABLE webhook_delivery (
      delivery_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      event_id text NOT NULL REFERENCES webhook_event ON DELETE CASCADE,
      subscription_id text NOT NULL REFERENCES webhook_subscription ON DELETE CASCADE,
      status text NOT NULL CHECK (status IN ('pending', 'delivered', 'failed')),
      attempt_count integer NOT NULL DEFAULT 0,
      -- Pending: when the next attempt may start; while an attempt runs, when its lease ends.
      next_attempt_at timestamptz,
      created_at timestamptz NOT NULL,
      UNIQUE (event_id, subscription_id),
      CHECK ((status = 'pending') = (next_attempt_at IS NOT NULL))
    );
    CREATE INDEX webhook_delivery_due ON webhook_delivery (next_attempt_at, delivery_id)
      WHERE status = 'pending';
    CREATE INDEX webhook_delivery_by_subscription
      ON webhook_delivery (subscription_id, delivery_id DESC);

    CREATE TABLE webhook_delivery_attempt (
      delivery_id bigint NOT NULL REFERENCES webhook_delivery ON DELETE CASCADE,
      attempt integer NOT NULL,
      attempted_at timestamptz NOT NULL,
      response_status integer,
      error text,
      duration_ms integer NOT NULL,
      PRIMARY KEY (delivery_id, attempt)
    );
  `,
};
