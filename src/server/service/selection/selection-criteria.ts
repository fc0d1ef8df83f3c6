import { cashPriceOf } from '../../../domain/calculation';
import {
  knownCustomerType,
  REQUEST_DEFAULTS,
  type AcceptedCalculationRequest,
} from '../../../domain/contract';
import { badRequest } from '../../http';

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
 * that far, so the nearest storable moment selects exactly the same offers.
 */
function withinStorableYears(at: Date): Date {
  return new Date(Math.min(Math.max(at.getTime(), EARLIEST), LATEST));
}

/**
 * The SQL condition "valid at the moment and every rule matches", over the rule columns that the
 * campaign and funding_interest tables share. Parameters are numbered from `firstParameter`.
 */
export function ruleMatchCondition(
  criteria: SelectionCriteria,
  firstParameter: number,
): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const parameter = (value: unknown, type: string): string => {
    params.push(value);
    return `$${firstParameter + params.length - 1}::${type}`;
  };
  const at = parameter(criteria.at.toISOString(), 'timestamptz');
  const price = parameter(criteria.price, 'numeric');
  const termCount = parameter(criteria.termCount, 'integer');
  const inList = (column: string, value: unknown, type: string): string =>
    `(cardinality(${column}) = 0 OR ${parameter(value, type)} = ANY(${column}))`;
  // A NULL criterion makes `= ANY` and the range comparisons NULL, which is not true: no match.
  const sql = [
    `start_date <= ${at} AND ${at} <= finish_date`,
    inList('object_types', criteria.objectType, 'text'),
    inList('object_subtypes', criteria.objectSubtype, 'text'),
    inList('object_conditions', criteria.objectCondition, 'text'),
    inList('customer_types', criteria.customerType, 'text'),
    // bigint: a requested id may lie beyond the stored integers' range, and then matches none.
    inList('vendor_ids', criteria.vendorId, 'bigint'),
    inList('product_ids', criteria.productId, 'bigint'),
    inList('loan_types', criteria.loanType, 'text'),
    `(min_price IS NULL OR ${price} >= min_price)`,
    `(max_price IS NULL OR ${price} <= max_price)`,
    `(min_term_count IS NULL OR ${termCount} >= min_term_count)`,
    `(max_term_count IS NULL OR ${termCount} <= max_term_count)`,
  ].join('\n AND ');
  return { sql, params };
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

export const NO_RULES: SelectionRules = {
  objectTypes: [],
  objectSubtypes: [],
  objectConditions: [],
  customerTypes: [],
  vendorIds: [],
  productIds: [],
  loanTypes: [],
  minPrice: null,
  maxPrice: null,
  minTermCount: null,
  maxTermCount: null,
};

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
