import type { z } from 'zod';
import { dateTime, requestedIdentifier, type FieldError } from '../../../domain/contract';
import { osloLocalToOffset } from '../../../domain/norwegian-time';

/**
 * Spellings of a valid value that .NET and Java clients write by default, rewritten along the
 * body's schema before it is validated, so the service stores and answers one form:
 *
 * - `null` for an optional field means the field is absent;
 * - `0` for an optional identifier means "not set";
 * - a date-time without offset is Norwegian local time, and gets Europe/Oslo's offset;
 * - a key that differs from a known key only in case is read as the known key, unless both
 *   are sent (then it is refused, naming the right spelling).
 *
 * Everything else passes through untouched for the schema to judge.
 */
export function normalizeSpellings(
  schema: z.core.$ZodType,
  value: unknown,
): { value: unknown; errors: FieldError[] } {
  const errors: FieldError[] = [];
  return { value: normalize(schema, value, '', errors), errors };
}

type Def = z.core.$ZodTypeDef & {
  innerType?: z.core.$ZodType;
  in?: z.core.$ZodType;
  element?: z.core.$ZodType;
  shape?: Record<string, z.core.$ZodType>;
};

const defOf = (schema: z.core.$ZodType): Def => schema._zod.def;

// Every request walks the same few schemas: what is learnt of each is kept, by schema.
const unwrappedSchemas = new WeakMap<z.core.$ZodType, z.core.$ZodType>();
const shapePlans = new WeakMap<object, ShapePlan>();

/** The schema under optional, default and pipe wrappers. */
function unwrapped(schema: z.core.$ZodType): z.core.$ZodType {
  let inner = unwrappedSchemas.get(schema);
  if (inner === undefined) {
    const def = defOf(schema);
    const wrapped = def.innerType ?? def.in;
    inner = wrapped === undefined ? schema : unwrapped(wrapped);
    unwrappedSchemas.set(schema, inner);
  }
  return inner;
}

const DATE_TIME = unwrapped(dateTime);

/** What a field of an object's shape asks of its value. */
interface FieldPlan {
  schema: z.core.$ZodType;
  /** `null`, or for an identifier `0`, means absent. */
  absentAs: { null: boolean; zero: boolean };
  /** Whether its value can hold something to rewrite: an object, an array or a date-time. */
  walks: boolean;
}

interface ShapePlan {
  fields: Map<string, FieldPlan>;
  /** The shape's keys by their lower-case spelling. */
  keysByLowerCase: Map<string, string>;
}

function planOf(shape: Record<string, z.core.$ZodType>): ShapePlan {
  let plan = shapePlans.get(shape);
  if (plan === undefined) {
    const fields = new Map<string, FieldPlan>();
    for (const [key, schema] of Object.entries(shape)) {
      const inner = unwrapped(schema);
      const type = defOf(inner).type;
      const optional = isOptional(schema);
      fields.set(key, {
        schema,
        absentAs: { null: optional, zero: optional && inner === requestedIdentifier },
        walks: inner === DATE_TIME || type === 'array' || type === 'object',
      });
    }
    const keysByLowerCase = new Map([...fields.keys()].map((key) => [key.toLowerCase(), key]));
    plan = { fields, keysByLowerCase };
    shapePlans.set(shape, plan);
  }
  return plan;
}

const isOptional = (schema: z.core.$ZodType): boolean =>
  schema._zod.optin === 'optional' || defOf(schema).type === 'nullable';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const join = (path: string, key: string | number) => (path === '' ? String(key) : `${path}.${key}`);

/** The value rewritten along the schema; an object nothing in it changes comes back as it is. */
function normalize(
  schema: z.core.$ZodType,
  value: unknown,
  path: string,
  errors: FieldError[],
): unknown {
  const inner = unwrapped(schema);
  const def = defOf(inner);
  if (inner === DATE_TIME && typeof value === 'string') return osloLocalToOffset(value);
  if (def.type === 'array' && def.element !== undefined && Array.isArray(value)) {
    const element = def.element;
    return value.map((item: unknown, index) => normalize(element, item, join(path, index), errors));
  }
  if (def.type === 'object' && def.shape !== undefined && isPlainObject(value)) {
    return normalizeObject(def.shape, value, path, errors);
  }
  return value;
}

function normalizeObject(
  shape: Record<string, z.core.$ZodType>,
  value: Record<string, unknown>,
  path: string,
  errors: FieldError[],
): Record<string, unknown> {
  const { fields, keysByLowerCase } = planOf(shape);
  const sentKeys = Object.keys(value);
  // Made at the first field that changes, with the fields before it: most bodies change none.
  let result: Record<string, unknown> | undefined;
  const changed = (index: number): Record<string, unknown> => {
    if (result === undefined) {
      result = {};
      for (const key of sentKeys.slice(0, index)) put(result, key, value[key]);
    }
    return result;
  };
  sentKeys.forEach((sentKey, index) => {
    const item = value[sentKey];
    const key = fields.has(sentKey)
      ? sentKey
      : (keysByLowerCase.get(sentKey.toLowerCase()) ?? sentKey);
    const field = fields.get(key);
    if (key !== sentKey) {
      const copy = changed(index);
      if (Object.hasOwn(value, key) || Object.hasOwn(copy, key)) {
        errors.push({ path: join(path, sentKey), message: `Send this field once, spelt "${key}"` });
        return;
      }
    }
    if ((item === null && field?.absentAs.null) || (item === 0 && field?.absentAs.zero)) {
      changed(index);
      return;
    }
    const normalized =
      field?.walks === true ? normalize(field.schema, item, join(path, key), errors) : item;
    if (normalized !== item || key !== sentKey) put(changed(index), key, normalized);
    else if (result !== undefined) put(result, key, normalized);
  });
  return result ?? value;
}

/** A sent `__proto__` is kept as a plain key (the schema refuses it), never as the prototype. */
function put(target: Record<string, unknown>, key: string, item: unknown): void {
  if (key === '__proto__') {
    Object.defineProperty(target, key, {
      value: item,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  } else {
    target[key] = item;
  }
}
