import type { Migration } from '../../database/migrations';

/**
 * `NOTIFY application_changed` with the application's id for every application row changed or
 * deleted: every change to an application, its documents, files or history updates its row in
 * the same transaction, so this names every application that changed. A TRUNCATE, and any change
 * to the salespeople whose names an application shows, notify with no id: all of them changed.
 * What `readApplication` keeps in memory is dropped by it.
 *
 * Only when the writing session itself listens, as PGlite's one session does: on a PostgreSQL
 * server no writer listens, and a NOTIFY would queue every commit behind the others.
 */
export const applicationChanges: Migration = {
  version: 7,
  name: 'application changes notified',
  sql: `
    CREATE FUNCTION notify_application_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF 'application_changed' = ANY (ARRAY(SELECT pg_listening_channels())) THEN
        PERFORM pg_notify('application_changed',
          CASE WHEN TG_LEVEL = 'ROW' THEN OLD.application_id::text ELSE '' END);
      END IF;
      RETURN NULL;
    END
    $$;
    CREATE TRIGGER application_changed AFTER UPDATE OR DELETE ON application
      FOR EACH ROW EXECUTE FUNCTION notify_application_changed();
    CREATE TRIGGER application_truncated AFTER TRUNCATE ON application
      FOR EACH STATEMENT EXECUTE FUNCTION notify_application_changed();
    CREATE TRIGGER sales_person_changed AFTER UPDATE OR DELETE OR TRUNCATE ON sales_person
      FOR EACH STATEMENT EXECUTE FUNCTION notify_application_changed();
  `,
};
