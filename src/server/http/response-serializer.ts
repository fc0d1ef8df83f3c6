import fastJsonStringify from 'fast-json-stringify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serialize = (data: unknown) => string;

/** Answers that never change, each written once per route. */
const unchanging = new WeakSet<object>();

function freezeDeeply(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const field of Object.values(value)) freezeDeeply(field);
}

/**
 * Marks an answer that will never change (one held in memory and shared by many requests) and
 * freezes it all through, so nothing can: a route then writes it once and sends that text again.
 */
export function unchangingAnswer<T extends object>(answer: T): T {
  freezeDeeply(answer);
  unchanging.add(answer);
  return answer;
}

let everyAnswerChecked = true;

/**
 * In production an answer is written by the compiled writer alone: it writes only what the schema
 * names, as the schema's JSON types, and refuses a missing required field or a value it cannot
 * write as its type; zod checks only what it refuses. The full check took 44 µs of the service's 290 µs for a 60-term
 * calculation. Development and the tests keep it on every answer (docs/performance.md).
 */
export function checkEveryAnswer(enabled: boolean): void {
  everyAnswerChecked = enabled;
}

/**
 * Writes a route's answers by the contract's zod schema with a serializer compiled from the
 * schema's JSON Schema by fast-json-stringify (fastify's own), in about half the time
 * JSON.stringify takes for a payment plan. zod checks the answer first (see
 * checkEveryAnswer): an answer that breaks the contract is a plain 500, and one the writer
 * would write differently from what the check made of it (a default or transform the schema
 * applies) fails the check too, so production never depends on it. What the writer cannot write
 * (a bigint where the schema allows any value) is written by `write`. It is compiled at a route's
 * first answer, so a start compiles nothing.
 */
export function responseSerializer(
  schema: z.core.$ZodType,
  route: { method: string; url: string },
  write: Serialize = JSON.stringify,
): Serialize {
  // undefined: not compiled yet; null: the schema has no compiled writer, so zod checks every answer.
  let compiled: Serialize | null | undefined;
  const written = new WeakMap<object, string>();
  const writeChecked = (data: unknown): string => {
    const result = z.safeParse(schema, data);
    if (!result.success) {
      throw new ResponseSerializationError(route.method, route.url, { cause: result.error });
    }
    const text = (compiled && attempt(compiled, result.data)) ?? write(result.data);
    // What production would write without the check must be the same text.
    if (everyAnswerChecked && compiled && (attempt(compiled, data) ?? text) !== text) {
      throw new Error(
        `${route.method} ${route.url}: without the check the answer is written differently`,
      );
    }
    return text;
  };
  const serialize: Serialize = (data) => {
    // Not `??=`: null (no writer) is nullish too, and would compile again at every answer.
    if (compiled === undefined) compiled = compile(schema) ?? null;
    if (everyAnswerChecked || compiled === null) return writeChecked(data);
    return attempt(compiled, data) ?? writeChecked(data);
  };
  return (data) => {
    if (typeof data !== 'object' || data === null || !unchanging.has(data)) return serialize(data);
    let text = written.get(data);
    if (text === undefined) {
      text = serialize(data);
      written.set(data, text);
    }
    return text;
  };
}

/** The writer's text, or undefined when it refuses the value. */
function attempt(writer: Serialize, data: unknown): string | undefined {
  try {
    return writer(data);
  } catch {
    return undefined;
  }
}

/** The fast writer, or none for a schema JSON Schema cannot express. */
function compile(schema: z.core.$ZodType): Serialize | undefined {
  try {
    const jsonSchema = z.toJSONSchema(schema, {
      io: 'output',
      unrepresentable: 'any',
      target: 'draft-7',
    });
    return fastJsonStringify(jsonSchema as Parameters<typeof fastJsonStringify>[0]);
  } catch {
    return undefined;
  }
}
