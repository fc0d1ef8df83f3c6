import type { FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { badRequest, responseSerializer } from '../../http';
import { stringifyExactJson } from './exact-json';
import { normalizeSpellings } from './lenient-spellings';

/**
 * The service's validation and serialisation: the contract's zod schemas, with the lenient
 * spellings of a body rewritten first (see normalizeSpellings), and responses written by the
 * contract's schema with 64-bit integers kept exact.
 */
export function useServiceSchemas(instance: FastifyInstance) {
  instance.setValidatorCompiler<z.core.$ZodType>((route) => {
    const validate = validatorCompiler(route);
    if (route.httpPart !== 'body') return validate;
    return (data) => {
      const { value, errors } = normalizeSpellings(route.schema, data);
      if (errors.length > 0) {
        return { error: badRequest('The request body has invalid fields', errors) };
      }
      return validate(value);
    };
  });
  instance.setSerializerCompiler<z.core.$ZodType>(({ schema, method, url }) =>
    responseSerializer(schema, { method, url }, stringifyExactJson),
  );
  return instance.withTypeProvider<ZodTypeProvider>();
}
