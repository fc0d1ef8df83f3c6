import type { FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';

/**
 * Validates requests and serialises responses with the contract's zod schemas, on `instance` and
 * its children, and returns it typed so handlers see the parsed shapes.
 */
export function useZodSchemas(instance: FastifyInstance) {
  instance.setValidatorCompiler(validatorCompiler);
  instance.setSerializerCompiler(serializerCompiler);
  return instance.withTypeProvider<ZodTypeProvider>();
}

export type { ZodTypeProvider };
