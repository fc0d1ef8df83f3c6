import fastJsonStringify from 'fast-json-stringify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serialize = (data: unknown) => string;

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
  return (data) => {
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
