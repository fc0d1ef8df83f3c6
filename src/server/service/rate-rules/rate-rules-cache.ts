import { watchChannel, type ChannelWatch, type Database } from '../../database';

/**
 * The rate rules (campaigns and funding interests) and the price list held in memory, so a search
 * or a calculation costs no query. Every change is written through the repositories, which call
 * `announceRateRulesChanged`:
 * this process's copies are dropped at once, and a NOTIFY, delivered at commit, drops those of
 * every instance on the same database (PGlite: with the committing statement; a PostgreSQL
 * server: milliseconds after the commit). The copies hold the records with their validity
 * windows, so each request still selects at its own instant.
 */

/** Deployed instances listen on this name: it stays as it was before the rules were renamed. */
export const RATE_RULES_CHANGED = 'offer_rules_changed';

/** Bumped by every change seen; a copy loaded under an older generation is not used. */
let generation = 0;
const changed = () => {
  generation += 1;
};

interface Copy {
  generation: number;
  rows: Promise<unknown[]>;
}

interface Subscription {
  /** No copies while the database cannot tell of changes (or stopped telling). */
  watch: ChannelWatch;
  copies: Map<string, Copy>;
}

const subscriptions = new WeakMap<Database, Subscription>();

function subscribe(database: Database): Subscription {
  const existing = subscriptions.get(database);
  if (existing !== undefined) return existing;
  const subscription: Subscription = {
    watch: watchChannel(database, RATE_RULES_CHANGED, changed, changed),
    copies: new Map(),
  };
  subscriptions.set(database, subscription);
  return subscription;
}

/**
 * The rows `load` reads, from memory while no change was announced since it last ran. A
 * transaction's handle, or a database that cannot notify, is always read afresh.
 */
export async function cachedRows<Row>(
  database: Database,
  key: string,
  load: () => Promise<Row[]>,
): Promise<Row[]> {
  const subscription = subscribe(database);
  if (!(await subscription.watch.listening)) return load();
  const copy = subscription.copies.get(key);
  if (copy !== undefined && copy.generation === generation) return copy.rows as Promise<Row[]>;
  const fresh: Copy = { generation, rows: load() };
  subscription.copies.set(key, fresh);
  fresh.rows.catch(() => {
    if (subscription.copies.get(key) === fresh) subscription.copies.delete(key);
  });
  return fresh.rows as Promise<Row[]>;
}

/** Every write to rate rules or products ends with this, in its transaction if any. */
export async function announceRateRulesChanged(database: Database): Promise<void> {
  await database.query(`SELECT pg_notify('${RATE_RULES_CHANGED}', '')`);
  changed();
}
