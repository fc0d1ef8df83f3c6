import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { PROBLEM_CONTENT_TYPE } from '../../../domain/contract';
import { issuerEndpoint } from '../../../domain/topology';
import type { AccessTokenOptions } from '../auth/authenticator';

/**
 * Registers @fastify/swagger on the service's instance, so the document lists exactly the
 * service's routes, generated from the zod schemas that validate them. Call before the routes.
 */
export async function registerOpenApiDocument(
  instance: FastifyInstance,
  accessToken: AccessTokenOptions | undefined,
): Promise<void> {
  await instance.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Partner financing service',
        version: '1.0.0',
        description:
          'Loan and lease calculation, campaigns, funding interests, salespeople and credit ' +
          'applications for dealer systems. Errors are RFC 9457 problem details.',
      },
      // Relative: the document is right wherever the service is mounted.
      servers: [{ url: instance.prefix === '' ? '/' : instance.prefix }],
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'The partner API key, or an access token of the client-credentials grant',
          },
          ...(accessToken === undefined
            ? {}
            : {
                clientCredentials: {
                  type: 'oauth2',
                  flows: {
                    clientCredentials: {
                      tokenUrl: issuerEndpoint(accessToken.issuer, 'token'),
                      scopes: {},
                    },
                  },
                },
              }),
        },
      },
      security: [{ bearer: [] }, ...(accessToken === undefined ? [] : [{ clientCredentials: [] }])],
    },
    transform: jsonSchemaTransform,
  });

  let document: unknown;
  instance.get(
    '/openapi.json',
    { schema: { hide: true }, config: { public: true } },
    async (_request, reply) => {
      document ??= withProblemContentType(instance.swagger());
      return reply.type('application/json').send(document);
    },
  );
}

/**
 * @fastify/swagger writes every response as application/json; error responses are problem
 * details, so they are relabelled.
 */
function withProblemContentType(document: object): unknown {
  const copy = structuredClone(document) as { paths?: Record<string, Record<string, unknown>> };
  for (const operations of Object.values(copy.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      const { responses } = operation as {
        responses?: Record<string, { content?: Record<string, unknown> }>;
      };
      for (const [status, response] of Object.entries(responses ?? {})) {
        const json = response.content?.['application/json'];
        if (Number(status) >= 400 && json !== undefined && response.content !== undefined) {
          response.content = { [PROBLEM_CONTENT_TYPE]: json };
        }
      }
    }
  }
  return copy;
}
