import type { FastifyInstance } from 'fastify';
import {
  ResponseSerializationError,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../http';
import { stringifyExactJson } from './exact-json';
import { normalizeSpellings } from './lenient-spellings';

/**
 * The service's validation and serialisation: the contract's zod schemas, with the lenient
 * spellings of a body rewritten first (see normalizeSpellings), and responses written with
 * 64-bit integers kept exact.
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
  instance.setSerializerCompiler<z.core.$ZodType>(({ schema, method, url }) => (data) => {
    const result = z.safeParse(schema, data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return stringifyExactJson(result.data);
  });
  return instance.withTypeProvider<ZodTypeProvider>();
}
