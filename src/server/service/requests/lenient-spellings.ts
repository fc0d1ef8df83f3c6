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
const knownKeysOfShapes = new WeakMap<object, Map<string, string>>();

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

/** The shape's keys by their lower-case spelling. */
function knownKeysOf(shape: Record<string, z.core.$ZodType>): Map<string, string> {
  let known = knownKeysOfShapes.get(shape);
  if (known === undefined) {
    known = new Map(Object.keys(shape).map((key) => [key.toLowerCase(), key]));
    knownKeysOfShapes.set(shape, known);
  }
  return known;
}

const DATE_TIME = unwrapped(dateTime);

const isOptional = (schema: z.core.$ZodType): boolean =>
  schema._zod.optin === 'optional' || defOf(schema).type === 'nullable';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const join = (path: string, key: string | number) => (path === '' ? String(key) : `${path}.${key}`);

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
  const known = knownKeysOf(shape);
  const result: Record<string, unknown> = {};
  for (const [sentKey, item] of Object.entries(value)) {
    const key = Object.hasOwn(shape, sentKey)
      ? sentKey
      : (known.get(sentKey.toLowerCase()) ?? sentKey);
    // Own keys only: a sent `toString` or `__proto__` names no field.
    const field = Object.hasOwn(shape, key) ? shape[key] : undefined;
    if (key !== sentKey && (Object.hasOwn(value, key) || Object.hasOwn(result, key))) {
      errors.push({
        path: join(path, sentKey),
        message: `Send this field once, spelt "${key}"`,
      });
      continue;
    }
    if (field !== undefined && isOptional(field)) {
      if (item === null) continue;
      if (item === 0 && unwrapped(field) === requestedIdentifier) continue;
    }
    const normalized = field === undefined ? item : normalize(field, item, join(path, key), errors);
    // A sent `__proto__` is kept as a plain key (the schema refuses it), never as the prototype.
    if (key === '__proto__') {
      Object.defineProperty(result, key, {
        value: normalized,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    } else {
      result[key] = normalized;
    }
  }
  return result;
}
