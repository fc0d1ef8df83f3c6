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

/**
 * Writes a route's answers by the contract's zod schema: zod checks the answer and drops what the
 * contract does not name (an answer that breaks it is a plain 500), then a serializer compiled
 * from the schema's JSON Schema by fast-json-stringify (fastify's own) writes it, in about half
 * the time JSON.stringify takes for a payment plan. What that cannot write (a bigint where the
 * schema allows any value) is written by `write`. It is compiled at a route's first answer, so a
 * start compiles nothing.
 */
export function responseSerializer(
  schema: z.core.$ZodType,
  route: { method: string; url: string },
  write: Serialize = JSON.stringify,
): Serialize {
  let compiled: Serialize | undefined;
  const written = new WeakMap<object, string>();
  const serialize: Serialize = (data) => {
    const result = z.safeParse(schema, data);
    if (!result.success) {
      throw new ResponseSerializationError(route.method, route.url, { cause: result.error });
    }
    compiled ??= compile(schema) ?? write;
    try {
      return compiled(result.data);
    } catch {
      return write(result.data);
    }
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
