import { z } from 'zod';
import {
  EVENT_DATA_SCHEMAS,
  EVENT_TYPES,
  TEST_EVENT_TYPE,
  TestEventDataSchema,
} from '../../../domain/contract';

const COMPONENTS = '#/components/schemas/';

const SUMMARIES: Record<string, string> = {
  'application.created': 'An application was created',
  'application.status_changed': "An application's status changed",
  'application.document_status_changed': "An application's document changed status",
  'application.contract_changed': "An application's contract was sent, or a signer signed",
  'campaign.changed': 'A campaign was created, changed or ended',
  'funding_interest.changed': 'A funding interest was created, changed or ended',
  [TEST_EVENT_TYPE]: 'A test event, sent by POST /subscription/{subscriptionId}/test',
};

const SIGNATURE_HEADERS = [
  {
    name: 'webhook-id',
    description: "The event's id: the same on every attempt; use it to recognise a duplicate.",
    example: 'msg_9a8b7c6d5e4f4a3b2c1d0e9f8a7b6c5d',
  },
  {
    name: 'webhook-timestamp',
    description: 'When this attempt was sent, in whole seconds since 1970 (UTC).',
    example: '1795428300',
  },
  {
    name: 'webhook-signature',
    description:
      '`v1,` and the base64 HMAC-SHA256, with the subscription’s secret, of ' +
      '`{webhook-id}.{webhook-timestamp}.{body}` (Standard Webhooks).',
    example: 'v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=',
  },
].map(({ name, description, example }) => ({
  name,
  in: 'header',
  required: true,
  description,
  schema: { type: 'string' },
  example,
}));

/**
 * The document's `webhooks` (OpenAPI 3.1): one POST for each event type, with the envelope
 * `{ type, timestamp, data }`, the signature headers and the answer that counts as received.
 * The data schemas become components beside the operations' own.
 */
export function withWebhooks(document: unknown): unknown {
  const copy = document as {
    components?: { schemas?: Record<string, unknown> };
    webhooks?: Record<string, unknown>;
  };
  const schemas = (copy.components ??= {}).schemas ?? {};
  copy.components.schemas = schemas;
  const dataSchemas: Array<[string, z.core.$ZodType]> = [
    ...EVENT_TYPES.map((type): [string, z.core.$ZodType] => [type, EVENT_DATA_SCHEMAS[type]]),
    [TEST_EVENT_TYPE, TestEventDataSchema],
  ];
  copy.webhooks = Object.fromEntries(
    dataSchemas.map(([type, data]) => {
      // Every data schema has an id: the result is a $ref to it, and its $defs are components.
      const { $ref, $defs } = JSON.parse(
        JSON.stringify(z.toJSONSchema(data, { target: 'draft-2020-12', io: 'output' })).replaceAll(
          '"#/$defs/',
          `"${COMPONENTS}`,
        ),
      ) as { $ref: string; $defs: Record<string, unknown> };
      for (const [name, schema] of Object.entries($defs)) schemas[name] ??= schema;
      return [
        type,
        {
          post: {
            operationId: `on${type.replace(/(^|[._])(\w)/g, (_match, _sep, letter: string) => letter.toUpperCase())}`,
            summary: SUMMARIES[type],
            tags: ['Webhooks'],
            parameters: SIGNATURE_HEADERS,
            requestBody: {
              required: true,
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    required: ['type', 'timestamp', 'data'],
                    properties: {
                      type: { const: type },
                      timestamp: {
                        type: 'string',
                        format: 'date-time',
                        description: 'When the change happened',
                      },
                      data: { $ref },
                    },
                  },
                },
              },
            },
            responses: {
              '2XX': { description: 'Received. Anything else, or no answer in 10 s, is retried.' },
            },
          },
        },
      ];
    }),
  );
  return copy;
}
