import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { PROBLEM_CONTENT_TYPE } from '../../../domain/contract';
import { issuerEndpoint } from '../../../domain/topology';
import type { AccessTokenOptions } from '../auth/authenticator';
import { withDocumentFileContent } from './document-file-content';
import { withOperationExamples } from './operation-examples';
import { withSharedComponentNames } from './shared-component-names';
import { withWebhooks } from './webhooks';

/** The document's introduction: what the service is, and how liberally it reads requests. */
const SERVICE_DESCRIPTION = [
  'Loan and lease calculation, campaigns, funding interests, salespeople and credit ' +
    'applications for dealer systems. Errors are RFC 9457 problem details.',
  '',
  'Requests are read liberally where the interface specification leaves room:',
  '',
  '- A date-time may have an offset or none (then it is Norwegian local time, Europe/Oslo), or ' +
    'be a bare date.',
  '- `null` means absent for every optional field; `0` means "not set" for productId, ' +
    'campaignId, vendorId, salespersonId and fundingInterestId.',
  '- A key that differs from a known key only in case (`objectTypeId`) is read as that key; ' +
    'sending both spellings is 400, naming the right one.',
  '- `context.externalSystemRef` is a 64-bit whole number, read and returned exactly.',
  '- Whole numbers may be written with a fraction of zero (`2024.0`).',
  '- customerType and addressType values the service does not know are kept as sent and have ' +
    'no meaning to the rules (a customer type counts as NotSet); an unknown loanType still ' +
    'lets the searches answer, while a calculation or application is 422 naming the supported ' +
    'types.',
  '- `termLength` is any whole number of months from 1 to 12; a subtype paired with another ' +
    'type matches no rule written for another type (there is no pairing rule).',
  '- Any id that names no record (`0`, `-1`, `abc`, or beyond 2147483647) is 404 in a path; in ' +
    'a body it is an id that does not exist.',
].join('\n');

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
        description: SERVICE_DESCRIPTION,
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
    // Every schema with an id in zod's global registry becomes a named component.
    transformObject: jsonSchemaTransformObject,
  });

  let document: unknown;
  instance.get(
    '/openapi.json',
    { schema: { hide: true }, config: { public: true } },
    async (_request, reply) => {
      document ??= publishedDocument(instance.swagger());
      return reply.type('application/json').send(document);
    },
  );
}

/** The document as the service publishes it, from what @fastify/swagger generated. */
export const publishedDocument = (generated: object): unknown =>
  withWebhooks(
    withDocumentFileContent(
      withOperationExamples(withSharedComponentNames(withProblemContentType(generated))),
    ),
  );

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
