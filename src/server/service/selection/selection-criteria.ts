import { cashPriceOf } from '../../../domain/calculation';
import {
  knownCustomerType,
  REQUEST_DEFAULTS,
  type AcceptedCalculationRequest,
} from '../../../domain/contract';
import { badRequest } from '../../http';
import { toNumber } from '../sql';

/**
 * What the rules of campaigns and funding interests are matched against,
 * taken from a calculation request. A request that leaves a value out does not satisfy a rule
 * restricting that value; an empty rule matches every request.
 */
export interface SelectionCriteria {
  /** The moment validity is checked at: the delivery date, else now. */
  at: Date;
  objectType: string | null;
  objectSubtype: string | null;
  objectCondition: string | null;
  /** Absent, or a value the rules do not know, means `NotSet`. */
  customerType: string;
  vendorId: number | null;
  productId: number | null;
  /** Absent means `Annuity`, the engine's default; an unknown one matches no loan-type rule. */
  loanType: string;
  /** The cash price, the engine's. */
  price: number | null;
  termCount: number | null;
}

export function selectionCriteriaOf(
  request: AcceptedCalculationRequest,
  now: Date,
): SelectionCriteria {
  const object = request.object;
  const at = request.deliveryDate === undefined ? now : new Date(request.deliveryDate);
  if (Number.isNaN(at.getTime())) {
    throw badRequest('The request body has invalid fields', [
      { path: 'calculationRequest.deliveryDate', message: 'Must be a real date' },
    ]);
  }
  return {
    at: withinStorableYears(at),
    objectType: object?.objectTypeID ?? null,
    objectSubtype: object?.objectSubTypeID ?? null,
    objectCondition: object?.objectCondition ?? null,
    customerType: knownCustomerType(request.customerType) ?? REQUEST_DEFAULTS.customerType,
    vendorId: request.vendorId ?? null,
    productId: request.productId ?? null,
    loanType: request.financialParameters?.loanType ?? REQUEST_DEFAULTS.loanType,
    price: cashPriceOf(object) ?? null,
    termCount: request.financialParameters?.terms?.termCount ?? null,
  };
}

const EARLIEST = Date.parse('0001-01-01T00:00:00.000Z');
const LATEST = Date.parse('9999-12-31T23:59:59.999Z');

/**
 * A valid ISO date can still fall outside years 1 to 9999 in UTC ('0000-01-01', or
 * '9999-12-31T23:59:59-14:00'), which PostgreSQL cannot take as text. No validity window reaches
 * that far, so the nearest storable moment selects exactly the same rate rules.
 */
function withinStorableYears(at: Date): Date {
  return new Date(Math.min(Math.max(at.getTime(), EARLIEST), LATEST));
}

/** The rule columns shared by campaigns and funding interests, as stored. */
export interface SelectionRules {
  objectTypes: string[];
  objectSubtypes: string[];
  objectConditions: string[];
  customerTypes: string[];
  vendorIds: number[];
  productIds: number[];
  loanTypes: string[];
  minPrice: number | null;
  maxPrice: number | null;
  minTermCount: number | null;
  maxTermCount: number | null;
}

export const NO_RULES: SelectionRules = completeRules();

/** Rules as a definition may give them, every absent rule matching all. */
export function completeRules(rules: Partial<SelectionRules> = {}): SelectionRules {
  return {
    objectTypes: rules.objectTypes ?? [],
    objectSubtypes: rules.objectSubtypes ?? [],
    objectConditions: rules.objectConditions ?? [],
    customerTypes: rules.customerTypes ?? [],
    vendorIds: rules.vendorIds ?? [],
    productIds: rules.productIds ?? [],
    loanTypes: rules.loanTypes ?? [],
    minPrice: rules.minPrice ?? null,
    maxPrice: rules.maxPrice ?? null,
    minTermCount: rules.minTermCount ?? null,
    maxTermCount: rules.maxTermCount ?? null,
  };
}

export const RULE_COLUMNS =
  'object_types, object_subtypes, object_conditions, customer_types, vendor_ids, product_ids, ' +
  'loan_types, min_price, max_price, min_term_count, max_term_count';

export const ruleValues = (rules: SelectionRules): unknown[] => [
  rules.objectTypes,
  rules.objectSubtypes,
  rules.objectConditions,
  rules.customerTypes,
  rules.vendorIds,
  rules.productIds,
  rules.loanTypes,
  rules.minPrice,
  rules.maxPrice,
  rules.minTermCount,
  rules.maxTermCount,
];

/** Rules as the repositories hold them in memory, with the validity window in epoch milliseconds. */
export interface HeldRules extends SelectionRules {
  /** The first millisecond at or after the stored start. */
  validFromMs: number;
  /** The last millisecond at or before the stored finish. */
  validUntilMs: number;
}

/**
 * The rule columns and validity window to read into `HeldRules` with `heldRulesOf`. The window is
 * rounded inwards to whole milliseconds, the precision of a request's moment, so comparing
 * milliseconds selects exactly what comparing the stored microseconds would.
 */
export const HELD_RULE_COLUMNS = `${RULE_COLUMNS},
  ceil(extract(epoch FROM start_date) * 1000) AS valid_from_ms,
  floor(extract(epoch FROM finish_date) * 1000) AS valid_until_ms`;

export interface HeldRuleRow {
  object_types: string[];
  object_subtypes: string[];
  object_conditions: string[];
  customer_types: string[];
  vendor_ids: number[];
  product_ids: number[];
  loan_types: string[];
  min_price: string | number | null;
  max_price: string | number | null;
  min_term_count: number | null;
  max_term_count: number | null;
  valid_from_ms: string | number;
  valid_until_ms: string | number;
}

const numberOrNull = (value: string | number | null): number | null =>
  value === null ? null : toNumber(value);

export type RuleRow = Omit<HeldRuleRow, 'valid_from_ms' | 'valid_until_ms'>;

export const selectionRulesOf = (row: RuleRow): SelectionRules => ({
  objectTypes: row.object_types,
  objectSubtypes: row.object_subtypes,
  objectConditions: row.object_conditions,
  customerTypes: row.customer_types,
  vendorIds: row.vendor_ids.map(Number),
  productIds: row.product_ids.map(Number),
  loanTypes: row.loan_types,
  minPrice: numberOrNull(row.min_price),
  maxPrice: numberOrNull(row.max_price),
  minTermCount: row.min_term_count,
  maxTermCount: row.max_term_count,
});

export const heldRulesOf = (row: HeldRuleRow): HeldRules => ({
  ...selectionRulesOf(row),
  validFromMs: toNumber(row.valid_from_ms),
  validUntilMs: toNumber(row.valid_until_ms),
});

/**
 * Valid at the criteria's moment and every rule matches. An empty list or an absent bound
 * matches every request; a value the request leaves out matches no list or bound restricting it.
 */
export function rulesMatch(rules: HeldRules, criteria: SelectionCriteria): boolean {
  const at = criteria.at.getTime();
  const inList = <T>(list: readonly T[], value: T | null) =>
    list.length === 0 || (value !== null && list.includes(value));
  const atLeast = (bound: number | null, value: number | null) =>
    bound === null || (value !== null && value >= bound);
  const atMost = (bound: number | null, value: number | null) =>
    bound === null || (value !== null && value <= bound);
  return (
    rules.validFromMs <= at &&
    at <= rules.validUntilMs &&
    inList(rules.objectTypes, criteria.objectType) &&
    inList(rules.objectSubtypes, criteria.objectSubtype) &&
    inList(rules.objectConditions, criteria.objectCondition) &&
    inList(rules.customerTypes, criteria.customerType) &&
    inList(rules.vendorIds, criteria.vendorId) &&
    inList(rules.productIds, criteria.productId) &&
    inList(rules.loanTypes, criteria.loanType) &&
    atLeast(rules.minPrice, criteria.price) &&
    atMost(rules.maxPrice, criteria.price) &&
    atLeast(rules.minTermCount, criteria.termCount) &&
    atMost(rules.maxTermCount, criteria.termCount)
  );
}
