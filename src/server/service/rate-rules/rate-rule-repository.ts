import type { OfferRuleChange, SelectionRulesDefinition } from '../../../domain/contract';
import type { Database } from '../../database';
import { recordEvent } from '../events/record-event';
import { announceOfferRulesChanged } from '../selection/offer-rules-cache';
import type { SelectionRules } from '../selection/selection-criteria';
import {
  changedFieldsOf,
  offerRuleHistories,
  recordOfferRuleChange,
  type OfferRuleKind,
} from './offer-rule-changes';

/** What every managed offer has: a validity window and rules. */
export interface OfferDefinition {
  startDate: string;
  finishDate: string;
  rules?: SelectionRules | SelectionRulesDefinition | undefined;
}

/**
 * How one kind of offer (campaigns, funding interests) is stored: its table, and how a definition
 * becomes column values and a row becomes the offer again.
 */
export interface ManagedOfferTable<Definition extends OfferDefinition, Offer, Row> {
  kind: OfferRuleKind;
  table: string;
  idColumn: string;
  /** The definition with every field it may leave out given: what a replacement stores. */
  completed(definition: Definition): Definition;
  /** The stored columns after the id, in the order `valuesOf` gives them. */
  columns: string;
  valuesOf(definition: Definition): unknown[];
  /** The select list `offerOf` reads. */
  selectList: string;
  idOf(row: Row): number;
  offerOf(row: Row): Offer;
}

export type WithHistory<Offer> = Offer & { history: OfferRuleChange[] };

type Table<Definition extends OfferDefinition, Offer, Row> = ManagedOfferTable<
  Definition,
  Offer,
  Row
>;

/** Who changes, and when. */
export interface Change {
  by: string;
  at: Date;
}

/** Every offer of the kind, or the one with `id`, soonest-ending first, each with its history. */
export async function listManagedOffers<Definition extends OfferDefinition, Offer, Row>(
  database: Database,
  table: Table<Definition, Offer, Row>,
  id?: number,
): Promise<WithHistory<Offer>[]> {
  const { rows } = await database.query<Row>(
    `SELECT ${table.selectList} FROM ${table.table}
     WHERE $1::integer IS NULL OR ${table.idColumn} = $1
     ORDER BY finish_date, ${table.idColumn}`,
    [id ?? null],
  );
  const ids = rows.map((row) => table.idOf(row));
  const histories = await offerRuleHistories(database, table.kind, ids);
  return rows.map((row) => ({
    ...table.offerOf(row),
    history: histories.get(table.idOf(row)) ?? [],
  }));
}

async function managedOffer<Definition extends OfferDefinition, Offer, Row>(
  database: Database,
  table: Table<Definition, Offer, Row>,
  id: number,
): Promise<WithHistory<Offer> | undefined> {
  return (await listManagedOffers(database, table, id))[0];
}

/** Inserts the offer under the next free id (creations wait for each other). */
export function createManagedOffer<Definition extends OfferDefinition, Offer, Row>(
  database: Database,
  table: Table<Definition, Offer, Row>,
  definition: Definition,
  change: Change,
): Promise<{ id: number; offer: WithHistory<Offer> }> {
  return database.transaction(async (tx) => {
    await tx.query(`LOCK TABLE ${table.table} IN SHARE ROW EXCLUSIVE MODE`);
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO ${table.table} (${table.idColumn}, ${table.columns})
       SELECT COALESCE(max(${table.idColumn}), 0) + 1, ${placeholders(table, 1)}
       FROM ${table.table}
       RETURNING ${table.idColumn} AS id`,
      table.valuesOf(table.completed(definition)),
    );
    const id = rows[0]?.id ?? 0;
    await recorded(tx, table, id, 'created', change, []);
    return { id, offer: found(await managedOffer(tx, table, id)) };
  });
}

/** Replaces the offer's definition; undefined when there is no such offer. */
export function replaceManagedOffer<Definition extends OfferDefinition, Offer, Row>(
  database: Database,
  table: Table<Definition, Offer, Row>,
  id: number,
  definition: Definition,
  change: Change,
): Promise<WithHistory<Offer> | undefined> {
  return database.transaction(async (tx) => {
    const { rows } = await tx.query<Row>(
      `SELECT ${table.selectList} FROM ${table.table} WHERE ${table.idColumn} = $1 FOR UPDATE`,
      [id],
    );
    const before = rows[0];
    if (before === undefined) return undefined;
    const replacement = table.completed(definition);
    const changedFields = changedFieldsOf(
      table.offerOf(before) as unknown as Definition,
      replacement,
    );
    if (changedFields.length > 0) {
      await tx.query(
        `UPDATE ${table.table} SET (${table.columns}) = (${placeholders(table, 2)})
         WHERE ${table.idColumn} = $1`,
        [id, ...table.valuesOf(replacement)],
      );
      await recorded(tx, table, id, 'changed', change, changedFields);
    }
    return managedOffer(tx, table, id);
  });
}

/**
 * Ends the offer now: its finish becomes this moment (and a start still to come, too), so no
 * request after it selects the offer; its history stays. Ending an ended offer changes nothing.
 */
export function endManagedOffer<Definition extends OfferDefinition, Offer, Row>(
  database: Database,
  table: Table<Definition, Offer, Row>,
  id: number,
  change: Change,
): Promise<WithHistory<Offer> | undefined> {
  return database.transaction(async (tx) => {
    const at = change.at.toISOString();
    const { rows } = await tx.query(
      `UPDATE ${table.table} SET finish_date = $2, start_date = LEAST(start_date, $2)
       WHERE ${table.idColumn} = $1 AND finish_date > $2 RETURNING 1`,
      [id, at],
    );
    if (rows.length > 0) await recorded(tx, table, id, 'ended', change, ['finishDate']);
    return managedOffer(tx, table, id);
  });
}

async function recorded<Definition extends OfferDefinition, Offer, Row>(
  tx: Database,
  table: Table<Definition, Offer, Row>,
  offerId: number,
  action: OfferRuleChange['action'],
  change: Change,
  changedFields: string[],
): Promise<void> {
  await recordOfferRuleChange(tx, {
    kind: table.kind,
    offerId,
    action,
    changedBy: change.by,
    changedAt: change.at,
    changedFields,
  });
  if (table.kind === 'campaign') {
    await recordEvent(tx, 'campaign.changed', { campaignId: offerId, change: action }, change.at);
  } else {
    await recordEvent(
      tx,
      'funding_interest.changed',
      { fundingInterestId: offerId, change: action },
      change.at,
    );
  }
  await announceOfferRulesChanged(tx);
}

/** `$first, $first+1, …`, one per column of the table. */
function placeholders(table: { columns: string }, first: number): string {
  return table.columns
    .split(',')
    .map((_, index) => `$${String(first + index)}`)
    .join(', ');
}

function found<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('The offer just written cannot be read back');
  return value;
}
