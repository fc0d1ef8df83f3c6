import type { Migration } from '../../database/migrations';

/**
 * Who changed which campaign or funding interest, how and when: one row per change, with the
 * fields it changed. The offers themselves stay in their tables; ending one moves its finish.
 */
export const offerRuleChanges: Migration = {
  version: 4,
  name: 'offer-rule-changes',
  sql: `
    CREATE TABLE offer_rule_change (
      change_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      kind text NOT NULL CHECK (kind IN ('campaign', 'funding_interest')),
      offer_id integer NOT NULL,
      action text NOT NULL CHECK (action IN ('created', 'changed', 'ended')),
      changed_by text NOT NULL,
      changed_at timestamptz NOT NULL,
      changed_fields text[] NOT NULL DEFAULT '{}'
    );
    CREATE INDEX offer_rule_change_by_offer ON offer_rule_change (kind, offer_id, change_id);
  `,
};
