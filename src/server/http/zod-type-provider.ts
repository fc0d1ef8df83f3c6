import type { FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { responseSerializer } from './response-serializer';

/**
 * Validates requests and serialises responses with the contract's zod schemas, on `instance` and
 * its children, and returns it typed so handlers see the parsed shapes.
 */
export function useZodSchemas(instance: FastifyInstance) {
  instance.setValidatorCompiler(validatorCompiler);
  instance.setSerializerCompiler<z.core.$ZodType>(({ schema, method, url }) =>
    responseSerializer(schema, { method, url }),
  );
  return instance.withTypeProvider<ZodTypeProvider>();
}

export type { ZodTypeProvider };
