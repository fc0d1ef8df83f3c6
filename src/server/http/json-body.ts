import { isUtf8 } from 'node:buffer';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasControlCharacter, NO_CONTROL_CHARACTERS, type FieldError } from '../../domain/contract';
import { badRequest, HttpProblem } from './problem-details';

export const ONE_MEGABYTE = 1024 * 1024;

/**
 * Accepts JSON bodies only, up to `bodyLimit` bytes: anything else is 415, more is 413. JSON is
 * UTF-8 (RFC 8259): a body labelled with another charset is 415, and bytes that are not UTF-8 are
 * 400 rather than kept with U+FFFD in place of what was meant. Bodies that are not JSON, carry
 * prototype keys, or hold text PostgreSQL cannot store or a control character are 400. `parse`
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
      { parseAs: 'buffer', bodyLimit },
      (request, body, done) => {
        const text = utf8TextOf(request, body as Buffer);
        if (text instanceof HttpProblem) done(text);
        else parseJsonBody(parse, text, done);
      },
    );
  }
}

export interface JsonBodyOptions {
  bodyLimit?: number;
  parse?: (text: string) => unknown;
}

const notUtf8Charset = () =>
  new HttpProblem({
    status: 415,
    detail: 'The request body must be JSON in UTF-8: send no charset, or charset=utf-8',
  });
const notUtf8 = () => badRequest('The request body is not UTF-8 text');

/** Whether a Content-Type names no charset, or UTF-8 (`utf8` is the common alias). */
export function isUtf8Charset(contentType: string | undefined): boolean {
  const charset = /;\s*charset\s*=\s*("?)([^";\s]*)\1/i.exec(contentType ?? '')?.[2];
  return charset === undefined || ['utf-8', 'utf8'].includes(charset.toLowerCase());
}

/** The body as text, or what is wrong with it: a charset other than UTF-8, or bytes that are not. */
function utf8TextOf(request: FastifyRequest, body: Buffer): string | HttpProblem {
  if (!isUtf8Charset(request.headers['content-type'])) return notUtf8Charset();
  return isUtf8(body) ? body.toString('utf8') : notUtf8();
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
  const problem = mayHoldUnacceptableValue(body) ? firstUnacceptableValue(value) : undefined;
  if (problem !== undefined) {
    done(badRequest('The request body has invalid fields', [problem]));
    return;
  }
  done(null, value);
}

/**
 * Whether the JSON text may hold what firstUnacceptableValue looks for: JSON allows no C0 control
 * character in a string unescaped and valid UTF-8 holds no lone surrogate, so without an escape
 * (but \" \\ \/), a raw DEL or C1 character, or either key, it holds none, and the walk (a tenth
 * of a calculation's CPU time) is skipped.
 */
const MAY_HOLD_UNACCEPTABLE = /\\[^"\\/]|[\u007F-\u009F]|__proto__|"constructor"/;
export const mayHoldUnacceptableValue = (json: string): boolean => MAY_HOLD_UNACCEPTABLE.test(json);

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A NUL character or a lone UTF-16 surrogate: PostgreSQL refuses both in text and jsonb. */
const isUnstorable = (text: string): boolean =>
  text.includes('\u0000') || LONE_SURROGATE.test(text);

/**
 * The first value that must not enter the service: a `__proto__` key or `constructor.prototype`
 * (prototype poisoning once merged into an object), unstorable text in a key or string, or a
 * control character (but tab and line breaks in a string).
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
      // A text of several lines may hold tabs and line breaks; no text holds other controls.
      if (hasControlCharacter(value, { multiLine: true })) {
        return { path, message: NO_CONTROL_CHARACTERS };
      }
    } else if (Array.isArray(value)) {
      value.forEach((item: unknown, index) => stack.push({ value: item, path: join(path, index) }));
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        const itemPath = join(path, key);
        if (key === '__proto__' || (key === 'constructor' && isObjectWith(item, 'prototype'))) {
          return { path: itemPath, message: 'This key is not allowed' };
        }
        if (isUnstorable(key) || hasControlCharacter(key)) {
          return {
            path: itemPath,
            message: 'Keys must not contain control characters or unpaired surrogates',
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
