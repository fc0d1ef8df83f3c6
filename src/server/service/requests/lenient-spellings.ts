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

/** The schema under optional, default and pipe wrappers. */
function unwrapped(schema: z.core.$ZodType): z.core.$ZodType {
  const def = defOf(schema);
  const inner = def.innerType ?? def.in;
  return inner === undefined ? schema : unwrapped(inner);
}

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
  if (inner === unwrapped(dateTime) && typeof value === 'string') return osloLocalToOffset(value);
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
  const known = new Map(Object.keys(shape).map((key) => [key.toLowerCase(), key]));
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
    Object.defineProperty(result, key, {
      value: field === undefined ? item : normalize(field, item, join(path, key), errors),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return result;
}
