import type { FastifyInstance } from 'fastify';
import type { FieldError } from '../../domain/contract';
import { badRequest } from './problem-details';

export const ONE_MEGABYTE = 1024 * 1024;

/**
 * Accepts JSON bodies only, up to `bodyLimit` bytes: anything else is 415, more is 413. Bodies
 * that are not JSON, carry prototype keys or hold text PostgreSQL cannot store are 400. `parse`
 * reads the text (JSON.parse unless a part needs numbers read otherwise).
 */
export function acceptJsonBodiesOnly(
  instance: FastifyInstance,
  { bodyLimit = ONE_MEGABYTE, parse = JSON.parse }: JsonBodyOptions = {},
): void {
  instance.removeAllContentTypeParsers();
  for (const mediaType of ['application/json', /^application\/[a-z0-9.+-]+\+json$/]) {
    instance.addContentTypeParser(
      mediaType,
      { parseAs: 'string', bodyLimit },
      (_request, body, done) => {
        parseJsonBody(parse, body as string, done);
      },
    );
  }
}

export interface JsonBodyOptions {
  bodyLimit?: number;
  parse?: (text: string) => unknown;
}

function parseJsonBody(
  parse: (text: string) => unknown,
  body: string,
  done: (error: Error | null, value?: unknown) => void,
): void {
  if (body.trim() === '') {
    done(badRequest('The request body is empty; send a JSON document'));
    return;
  }
  let value: unknown;
  try {
    value = parse(body);
  } catch {
    done(badRequest('The request body is not valid JSON'));
    return;
  }
  const problem = firstUnacceptableValue(value);
  if (problem !== undefined) {
    done(badRequest('The request body has invalid fields', [problem]));
    return;
  }
  done(null, value);
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A NUL character or a lone UTF-16 surrogate: PostgreSQL refuses both in text and jsonb. */
const isUnstorable = (text: string): boolean =>
  text.includes('\u0000') || LONE_SURROGATE.test(text);

/**
 * The first value that must not enter the service: a `__proto__` key or `constructor.prototype`
 * (prototype poisoning once merged into an object), or unstorable text in a key or string.
 * Walks with an explicit stack, so deeply nested bodies cannot overflow the call stack.
 */
export function firstUnacceptableValue(root: unknown): FieldError | undefined {
  const stack: Array<{ value: unknown; path: string }> = [{ value: root, path: '' }];
  const join = (path: string, key: string | number) =>
    path === '' ? String(key) : `${path}.${key}`;
  for (let entry = stack.pop(); entry !== undefined; entry = stack.pop()) {
    const { value, path } = entry;
    if (typeof value === 'string') {
      if (isUnstorable(value)) {
        return { path, message: 'Must not contain NUL characters or unpaired surrogates' };
      }
    } else if (Array.isArray(value)) {
      value.forEach((item: unknown, index) => stack.push({ value: item, path: join(path, index) }));
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        const itemPath = join(path, key);
        if (key === '__proto__' || (key === 'constructor' && isObjectWith(item, 'prototype'))) {
          return { path: itemPath, message: 'This key is not allowed' };
        }
        if (isUnstorable(key)) {
          return {
            path: itemPath,
            message: 'Keys must not contain NUL characters or unpaired surrogates',
          };
        }
        stack.push({ value: item, path: itemPath });
      }
    }
  }
  return undefined;
}

const isObjectWith = (value: unknown, key: string): boolean =>
  typeof value === 'object' && value !== null && Object.hasOwn(value, key);
