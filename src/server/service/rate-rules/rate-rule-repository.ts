import type { RateRuleChange, SelectionRulesDefinition } from '../../../domain/contract';
import type { Database } from '../../database';
import {
  completeRules,
  HELD_RULE_COLUMNS,
  heldRulesOf,
  RULE_COLUMNS,
  rulesMatch,
  ruleValues,
  type HeldRuleRow,
  type HeldRules,
  type RuleRow,
  type SelectionCriteria,
  type SelectionRules,
} from '../selection/selection-criteria';
import {
  asContractRules,
  changedFieldsOf,
  contractRulesOf,
  rateRuleHistories,
  recordRateRuleChange,
  type ContractRules,
  type RateRuleKind,
} from './rate-rule-changes';
import { announceRateRulesChanged, cachedRows } from './rate-rules-cache';

/**
 * One repository for both kinds of rate rule, campaigns and funding interests: what they share
 * (a validity window, the rules, the cache, the searches, the administration and its history) is
 * written here once; a small table of each kind says what is its own.
 */

/** What every rate rule is written with: a validity window and rules (absent ones match all). */
export interface RateRuleDefinition {
  startDate: string;
  finishDate: string;
  rules?: Partial<SelectionRules> | SelectionRulesDefinition | undefined;
}

/**
 * How one kind of rate rule is stored: its table and its own columns (the rule columns follow
 * them in every kind), how a definition becomes their values, and a row the rule again.
 */
export interface RateRuleTable<Definition extends RateRuleDefinition, Answer, Rule, Row> {
  kind: RateRuleKind;
  /** `campaign`, for descriptions and messages. */
  noun: string;
  table: string;
  idColumn: string;
  /** The kind's own stored columns after the id, in the order `valuesOf` gives them. */
  columns: string;
  valuesOf(definition: Definition): unknown[];
  /** The definition with every field of its own that it may leave out given. */
  completed(definition: Definition): Definition;
  /** The kind's own columns as `answerOf` and `ruleOf` read them. */
  selectList: string;
  idOf(rule: Rule): number;
  /** The rule as the spec's search answers show it. */
  answerOf(row: Row): Answer;
  /** The rule as stored but for its rules: what a calculation takes its rate from. */
  ruleOf(row: Row): Rule;
  /** The kind's event of a change, in the change's transaction. */
  recordChanged(
    tx: Database,
    id: number,
    change: RateRuleChange['action'],
    at: Date,
  ): Promise<unknown>;
}

type Table<Definition extends RateRuleDefinition, Answer, Rule, Row> = RateRuleTable<
  Definition,
  Answer,
  Rule,
  Row
>;

export type WithRules<Rule> = Rule & { rules: ContractRules };
export type WithHistory<Rule> = WithRules<Rule> & { history: RateRuleChange[] };

/** Who changes, and when. */
export interface Change {
  by: string;
  at: Date;
}

interface HeldRateRule<Answer, Rule> {
  answer: Answer;
  rule: Rule;
  rules: HeldRules;
}

/** Every rule of the kind, soonest-ending first, from memory unless one changed since. */
function heldRateRules<Definition extends RateRuleDefinition, Answer, Rule, Row>(
  database: Database,
  table: Table<Definition, Answer, Rule, Row>,
): Promise<HeldRateRule<Answer, Rule>[]> {
  return cachedRows(database, table.table, async () => {
    const { rows } = await database.query<Row & HeldRuleRow>(
      `SELECT ${table.selectList}, ${HELD_RULE_COLUMNS}
       FROM ${table.table} ORDER BY finish_date, ${table.idColumn}`,
    );
    return rows.map((row) => ({
      answer: table.answerOf(row),
      rule: table.ruleOf(row),
      rules: heldRulesOf(row),
    }));
  });
}

/** Rules valid at the criteria's moment whose rules all match, soonest-ending first. */
export async function searchRateRules<Definition extends RateRuleDefinition, Answer, Rule, Row>(
  database: Database,
  table: Table<Definition, Answer, Rule, Row>,
  criteria: SelectionCriteria,
): Promise<Answer[]> {
  return (await heldRateRules(database, table))
    .filter((held) => rulesMatch(held.rules, criteria))
    .map((held) => held.answer);
}

/** The rule with the id (what it grants), and whether it applies; undefined when unknown. */
export async function findRateRule<Definition extends RateRuleDefinition, Answer, Rule, Row>(
  database: Database,
  table: Table<Definition, Answer, Rule, Row>,
  id: number,
  criteria: SelectionCriteria,
): Promise<{ rule: Rule; applies: boolean } | undefined> {
  const held = (await heldRateRules(database, table)).find((each) => table.idOf(each.rule) === id);
  if (held === undefined) return undefined;
  return { rule: held.rule, applies: rulesMatch(held.rules, criteria) };
}

/** Inserts a rule under the id given: the demo data's and the tests' way in. */
export async function insertRateRule<Definition extends RateRuleDefinition, Answer, Rule, Row>(
  database: Database,
  table: Table<Definition, Answer, Rule, Row>,
  id: number,
  definition: Definition,
): Promise<void> {
  await database.query(
    `INSERT INTO ${table.table} (${table.idColumn}, ${columnsOf(table)})
     VALUES ($1, ${placeholders(table, 2)})`,
    [id, ...valuesOf(table, definition)],
  );
  await announceRateRulesChanged(database);
}

/** Every rule of the kind, or the one with `id`, soonest-ending first, each with its history. */
export async function listRateRules<Definition extends RateRuleDefinition, Answer, Rule, Row>(
  database: Database,
  table: Table<Definition, Answer, Rule, Row>,
  id?: number,
): Promise<WithHistory<Rule>[]> {
  const { rows } = await database.query<Row & RuleRow>(
    `SELECT ${managedSelectList(table)} FROM ${table.table}
     WHERE $1::integer IS NULL OR ${table.idColumn} = $1
     ORDER BY finish_date, ${table.idColumn}`,
    [id ?? null],
  );
  const rules = rows.map((row) => managedRuleOf(table, row));
  const histories = await rateRuleHistories(
    database,
    table.kind,
    rules.map((rule) => table.idOf(rule)),
  );
  return rules.map((rule) => ({ ...rule, history: histories.get(table.idOf(rule)) ?? [] }));
}

async function managedRateRule<Definition extends RateRuleDefinition, Answer, Rule, Row>(
  database: Database,
  table: Table<Definition, Answer, Rule, Row>,
  id: number,
): Promise<WithHistory<Rule> | undefined> {
  return (await listRateRules(database, table, id))[0];
}

/** Inserts the rule under the next free id (creations wait for each other). */
export function createRateRule<Definition extends RateRuleDefinition, Answer, Rule, Row>(
  database: Database,
  table: Table<Definition, Answer, Rule, Row>,
  definition: Definition,
  change: Change,
): Promise<{ id: number; rule: WithHistory<Rule> }> {
  return database.transaction(async (tx) => {
    await tx.query(`LOCK TABLE ${table.table} IN SHARE ROW EXCLUSIVE MODE`);
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO ${table.table} (${table.idColumn}, ${columnsOf(table)})
       SELECT COALESCE(max(${table.idColumn}), 0) + 1, ${placeholders(table, 1)}
       FROM ${table.table}
       RETURNING ${table.idColumn} AS id`,
      valuesOf(table, completed(table, definition)),
    );
    const id = rows[0]?.id ?? 0;
    await recorded(tx, table, id, 'created', change, []);
    return { id, rule: found(table, await managedRateRule(tx, table, id)) };
  });
}

/** Replaces the rule's definition; undefined when there is no such rule. */
export function replaceRateRule<Definition extends RateRuleDefinition, Answer, Rule, Row>(
  database: Database,
  table: Table<Definition, Answer, Rule, Row>,
  id: number,
  definition: Definition,
  change: Change,
): Promise<WithHistory<Rule> | undefined> {
  return database.transaction(async (tx) => {
    const { rows } = await tx.query<Row & RuleRow>(
      `SELECT ${managedSelectList(table)} FROM ${table.table}
       WHERE ${table.idColumn} = $1 FOR UPDATE`,
      [id],
    );
    const before = rows[0];
    if (before === undefined) return undefined;
    const replacement = completed(table, definition);
    const changedFields = changedFieldsOf(managedRuleOf(table, before), replacement);
    if (changedFields.length > 0) {
      await tx.query(
        `UPDATE ${table.table} SET (${columnsOf(table)}) = (${placeholders(table, 2)})
         WHERE ${table.idColumn} = $1`,
        [id, ...valuesOf(table, replacement)],
      );
      await recorded(tx, table, id, 'changed', change, changedFields);
    }
    return managedRateRule(tx, table, id);
  });
}

/**
 * Ends the rule now: its finish becomes this moment (and a start still to come, too), so no
 * request after it selects the rule; its history stays. Ending an ended rule changes nothing.
 */
export function endRateRule<Definition extends RateRuleDefinition, Answer, Rule, Row>(
  database: Database,
  table: Table<Definition, Answer, Rule, Row>,
  id: number,
  change: Change,
): Promise<WithHistory<Rule> | undefined> {
  return database.transaction(async (tx) => {
    const at = change.at.toISOString();
    const { rows } = await tx.query(
      `UPDATE ${table.table} SET finish_date = $2, start_date = LEAST(start_date, $2)
       WHERE ${table.idColumn} = $1 AND finish_date > $2 RETURNING 1`,
      [id, at],
    );
    if (rows.length > 0) await recorded(tx, table, id, 'ended', change, ['finishDate']);
    return managedRateRule(tx, table, id);
  });
}

async function recorded<Definition extends RateRuleDefinition, Answer, Rule, Row>(
  tx: Database,
  table: Table<Definition, Answer, Rule, Row>,
  ruleId: number,
  action: RateRuleChange['action'],
  change: Change,
  changedFields: string[],
): Promise<void> {
  await recordRateRuleChange(tx, {
    kind: table.kind,
    ruleId,
    action,
    changedBy: change.by,
    changedAt: change.at,
    changedFields,
  });
  await table.recordChanged(tx, ruleId, action, change.at);
  await announceRateRulesChanged(tx);
}

/** The stored columns after the id: the kind's own, then the rules. */
const columnsOf = (table: { columns: string }): string => `${table.columns}, ${RULE_COLUMNS}`;

function valuesOf<Definition extends RateRuleDefinition, Answer, Rule, Row>(
  table: Table<Definition, Answer, Rule, Row>,
  definition: Definition,
): unknown[] {
  return [...table.valuesOf(definition), ...ruleValues(completeRules(definition.rules))];
}

/** The definition with every field it may leave out given: what a replacement stores. */
function completed<Definition extends RateRuleDefinition, Answer, Rule, Row>(
  table: Table<Definition, Answer, Rule, Row>,
  definition: Definition,
): Definition & { rules: ContractRules } {
  return {
    ...table.completed(definition),
    rules: asContractRules(completeRules(definition.rules)),
  };
}

const managedSelectList = (table: { selectList: string }): string =>
  `${table.selectList}, ${RULE_COLUMNS}`;

function managedRuleOf<Definition extends RateRuleDefinition, Answer, Rule, Row>(
  table: Table<Definition, Answer, Rule, Row>,
  row: Row & RuleRow,
): WithRules<Rule> {
  return { ...table.ruleOf(row), rules: contractRulesOf(row) };
}

/** `$first, $first+1, …`, one per stored column after the id. */
function placeholders(table: { columns: string }, first: number): string {
  return columnsOf(table)
    .split(',')
    .map((_, index) => `$${String(first + index)}`)
    .join(', ');
}

function found<T>(table: { noun: string }, value: T | undefined): T {
  if (value === undefined) throw new Error(`The ${table.noun} just written cannot be read back`);
  return value;
}
