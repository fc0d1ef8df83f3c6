import type { Migration } from '../../database/migrations';

/**
 * A NOTIFY on `application_changed` for every application row changed or deleted (its id), and
 * for a TRUNCATE (empty): every change to an application, its documents, files or history
 * updates its row in the same transaction, so this names every application that changed.
 * What `readApplication` keeps in memory is dropped by it.
 */
export const applicationChanges: Migration = {
  version: 7,
  name: 'application changes notified',
  sql: `
    CREATE FUNCTION notify_application_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('application_changed',
        CASE WHEN TG_LEVEL = 'ROW' THEN OLD.application_id::text ELSE '' END);
      RETURN NULL;
    END
    $$;
    CREATE TRIGGER application_changed AFTER UPDATE OR DELETE ON application
      FOR EACH ROW EXECUTE FUNCTION notify_application_changed();
    CREATE TRIGGER application_truncated AFTER TRUNCATE ON application
      FOR EACH STATEMENT EXECUTE FUNCTION notify_application_changed();
  `,
};
