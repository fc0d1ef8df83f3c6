import fastifySwagger from '@fastify/swagger';
import Fastify from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CSRF_HEADER,
  PORTAL_API,
  PROBLEM_CONTENT_TYPE,
  ProblemSchema,
  type PortalApiRoute,
} from '../../domain/contract';
import { PATHS } from '../../domain/topology';
import { useZodSchemas } from '../http';
import { apiRoute } from './api-route';

const DESCRIPTION = [
  'The portal server’s API, for the dealer portal’s own pages only: every call carries the ' +
    'user’s access token and the header `' +
    CSRF_HEADER.name +
    ': ' +
    CSRF_HEADER.value +
    '`. Errors are RFC 9457 problem details. Identity numbers are masked in every answer.',
  '',
  'Generated from the table the portal server registers its routes from and the portal calls ' +
    'them by (`PORTAL_API`, src/domain/contract/portal-api.ts).',
].join('\n');

/** The media type of an answer that is not JSON, described after @fastify/swagger's pass. */
const MEDIA_TYPES = { file: 'application/octet-stream', 'event-stream': 'text/event-stream' };

/** How a route's answers are described: its schema or a placeholder, and problem details. */
function responsesOf(route: PortalApiRoute): Record<number, z.core.$ZodType> {
  const problems = { 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema };
  if (route.response === 'none') return { 204: z.null(), ...problems };
  if (typeof route.response === 'string') return { 200: z.string(), ...problems };
  const success = route.created === true ? 201 : 200;
  return { [success]: route.response, ...problems };
}

/**
 * The OpenAPI 3.1 document of `/api`, made once from `PORTAL_API` by @fastify/swagger in an
 * instance of its own, whose routes never answer: the document describes the table, not
 * whatever else the portal server's instance holds.
 */
export async function portalApiDocument(): Promise<unknown> {
  const describer = Fastify({ logger: false });
  await describer.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Dealer portal server', version: '1.0.0', description: DESCRIPTION },
      servers: [{ url: PATHS.portalApi }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  const api = useZodSchemas(describer);
  for (const [operationId, route] of Object.entries(PORTAL_API) as [string, PortalApiRoute][]) {
    // The route as the portal server registers it, with what a reader needs besides.
    const registered = apiRoute(route);
    api.route({
      ...registered,
      schema: {
        ...registered.schema,
        operationId,
        summary: route.summary,
        description: `Needs the role \`${route.role}\`.`,
        response: responsesOf(route),
      },
      handler: () => undefined,
    });
  }
  await describer.ready();
  const document = withMediaTypes(withProblemContentType(describer.swagger()));
  await describer.close();
  return document;
}

/** Error answers are problem details, not plain JSON. */
function withProblemContentType(document: object): unknown {
  const copy = structuredClone(document) as {
    paths?: Record<string, Record<string, { responses?: Record<string, { content?: object }> }>>;
  };
  for (const operations of Object.values(copy.paths ?? {})) {
    for (const { responses } of Object.values(operations)) {
      for (const [status, response] of Object.entries(responses ?? {})) {
        const json = (response.content as Record<string, unknown> | undefined)?.[
          'application/json'
        ];
        if (Number(status) >= 400 && json !== undefined) {
          response.content = { [PROBLEM_CONTENT_TYPE]: json };
        }
      }
    }
  }
  return copy;
}

/** A file or a stream is not JSON: its answer gets its own media type, and nothing as 204. */
function withMediaTypes(document: unknown): unknown {
  const { paths = {} } = document as {
    paths?: Record<
      string,
      Record<
        string,
        {
          operationId: string;
          requestBody?: object;
          responses: Record<string, { content?: object }>;
        }
      >
    >;
  };
  for (const operations of Object.values(paths)) {
    for (const operation of Object.values(operations)) {
      const route = (PORTAL_API as Record<string, PortalApiRoute>)[operation.operationId];
      const answer = route?.response;
      if (answer === 'none') delete operation.responses['204']?.content;
      if (route?.body === 'file') {
        operation.requestBody = {
          required: true,
          content: { [MEDIA_TYPES.file]: { schema: { type: 'string', format: 'binary' } } },
        };
      }
      if (answer === 'file' || answer === 'event-stream') {
        const success = operation.responses['200'];
        if (success !== undefined) {
          success.content = {
            [MEDIA_TYPES[answer]]: {
              schema: answer === 'file' ? { type: 'string', format: 'binary' } : { type: 'string' },
            },
          };
        }
      }
    }
  }
  return document;
}
