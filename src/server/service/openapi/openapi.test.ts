import { describe, expect, it } from 'vitest';
import { validate } from '@readme/openapi-parser';
import { useServiceUnderTest } from '../test-support/seeded-service';
import { PREFIX } from '../test-support/test-service';
import { EVENT_TYPES, TEST_EVENT_TYPE } from '../../../domain/contract';

const service = useServiceUnderTest({ seed: false });

interface Operation {
  operationId?: string;
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  parameters?: Array<{ in: string; name: string; required?: boolean }>;
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
interface Document {
  openapi: string;
  webhooks: Record<string, { post: Operation }>;
  servers: Array<{ url: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
  security: unknown[];
}

async function fetchDocument(): Promise<Document> {
  // No credentials: the document is public.
  const response = await service.app.inject({ method: 'GET', url: `${PREFIX}/openapi.json` });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return response.json();
}

describe('GET /openapi.json', () => {
  it('is an OpenAPI 3.1 document with a relative server URL', async () => {
    const document = await fetchDocument();
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: PREFIX }]);
    expect(document.components.securitySchemes).toHaveProperty('bearer');
    expect(document.security).toEqual([{ bearer: [] }]);
  });

  it('lists every endpoint of the spec and the design, and not itself', async () => {
    const document = await fetchDocument();
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.sort()).toEqual(
      [
        'GET /application',
        'POST /application',
        'POST /application/assessment',
        'POST /application/{id}/cancel',
        'GET /application/{id}/contract',
        'GET /application/{id}/contract/document',
        'POST /application/{id}/contract/send',
        'POST /application/{id}/delivery',
        'GET /application/{id}',
        'PUT /application/{id}/status',
        'PUT /application/{id}/documents/{documentId}/status',
        'PUT /application/{id}/documents/{documentId}/file',
        'GET /application/{id}/documents/{documentId}/file',
        'GET /dashboard',
        'GET /sales-person',
        'POST /sales-person',
        'GET /sales-person/{salespersonId}',
        'POST /campaign/search',
        'POST /funding-interest/search',
        'POST /calculation',
        'GET /product',
        'GET /product/{productId}',
        ...['/campaign', '/funding-interest'].flatMap((path) => {
          const one = `${path}/{${path === '/campaign' ? 'campaignId' : 'fundingInterestId'}}`;
          return [`GET ${path}`, `POST ${path}`, `GET ${one}`, `PUT ${one}`, `DELETE ${one}`];
        }),
        'POST /subscription',
        'GET /subscription',
        'DELETE /subscription/{subscriptionId}',
        'POST /subscription/{subscriptionId}/test',
        'GET /subscription/{subscriptionId}/deliveries',
      ].sort(),
    );
  });

  it('describes bodies, parameters and problem responses from the validating schemas', async () => {
    const { paths, components } = await fetchDocument();
    const create = paths['/application']?.['post'];
    expect(create?.requestBody?.content['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/CreateApplicationRequest',
    });
    const body = components.schemas['CreateApplicationRequest'] as {
      properties: Record<string, unknown>;
      required: string[];
    };
    expect(Object.keys(body.properties)).toEqual(['calculationRequest', 'applicant']);
    expect(body.required).toEqual(['calculationRequest', 'applicant']);
    expect(create?.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'idempotency-key' }),
    );
    expect(Object.keys(create?.responses ?? {}).sort()).toEqual(
      ['201', '400', '401', '409', '413', '415', '422'].sort(),
    );
    expect(create?.responses['422']?.content).toHaveProperty(['application/problem+json']);
    expect(create?.responses['201']?.content).toHaveProperty(['application/json']);

    const get = paths['/application/{id}']?.['get'];
    expect(get?.parameters).toContainEqual(
      expect.objectContaining({ in: 'path', name: 'id', required: true }),
    );
    const list = paths['/application']?.['get'];
    expect(list?.parameters?.map((p) => p.name).sort()).toEqual(
      [
        ...['cursor', 'limit', 'salesPersonId', 'status'],
        ...['customerName', 'registrationNumber', 'createdFrom', 'createdTo'],
      ].sort(),
    );
  });

  it("describes a document's file as bytes of the accepted types, in and out", async () => {
    const { paths } = await fetchDocument();
    const file = paths['/application/{id}/documents/{documentId}/file'];
    const mediaTypes = ['application/pdf', 'image/jpeg', 'image/png'];
    expect(Object.keys(file?.['put']?.requestBody?.content ?? {})).toEqual([
      ...mediaTypes,
      'application/octet-stream',
    ]);
    expect(file?.['put']?.requestBody?.content['application/pdf']?.schema).toEqual({
      type: 'string',
      format: 'binary',
    });
    expect(Object.keys(file?.['put']?.responses ?? {}).sort()).toEqual(
      ['200', '400', '401', '404', '409', '413', '415', '429'].sort(),
    );
    expect(Object.keys(file?.['get']?.responses['200']?.content ?? {})).toEqual(mediaTypes);
  });
});

describe('the OpenAPI document for client generators', () => {
  it('is valid OpenAPI 3.1', async () => {
    const result = await validate(structuredClone(await fetchDocument()) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
  });

  it('names a component schema for every model of the spec and of the design', async () => {
    const { components } = await fetchDocument();
    expect(Object.keys(components.schemas)).toEqual(
      expect.arrayContaining([
        ...['SalesPerson', 'ExternalReference', 'Campaign', 'FundingInterest', 'Money'],
        ...['CalculationRequest', 'Customer', 'Address', 'FinancedObject', 'CarExtra'],
        ...['FinancialParameters', 'Terms', 'EmbeddedProduct', 'DataField', 'Context'],
        ...['Application', 'ApplicationSummary', 'Calculation', 'PaymentPlanRow', 'Problem'],
      ]),
    );
    // One name for a schema read and written alike.
    expect(Object.keys(components.schemas).filter((name) => name.endsWith('Input'))).toEqual([]);
  });

  it('gives every operation a unique operationId and an example', async () => {
    const { paths } = await fetchDocument();
    const operations = Object.values(paths).flatMap((methods) => Object.values(methods));
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(operations.length);
    for (const operation of operations) {
      const success = Object.entries(operation.responses).find(([status]) =>
        status.startsWith('2'),
      )?.[1];
      // A file's bytes have no example, and a 204 no content; every JSON answer has one.
      if (operation.operationId === 'downloadDocumentFile') continue;
      if (success?.content !== undefined) {
        expect(success.content['application/json'], operation.operationId).toHaveProperty(
          'example',
        );
      }
      const body = operation.requestBody?.content['application/json'];
      if (body !== undefined) expect(body, operation.operationId).toHaveProperty('example');
    }
  });

  it('describes every event as an OpenAPI 3.1 webhook, signed as Standard Webhooks has it', async () => {
    const { webhooks, components } = await fetchDocument();
    expect(Object.keys(webhooks)).toEqual([...EVENT_TYPES, TEST_EVENT_TYPE]);
    const statusChanged = webhooks['application.status_changed']?.post;
    expect(statusChanged?.parameters?.map((parameter) => parameter.name)).toEqual([
      'webhook-id',
      'webhook-timestamp',
      'webhook-signature',
    ]);
    expect(statusChanged?.requestBody?.content['application/json']?.schema).toMatchObject({
      required: ['type', 'timestamp', 'data'],
      properties: { data: { $ref: '#/components/schemas/ApplicationStatusChangedData' } },
    });
    expect(components.schemas).toHaveProperty('ApplicationStatusChangedData');
    expect(components.schemas).toHaveProperty('Actor');
  });

  it('documents each liberal reading of a request', async () => {
    const document = await fetchDocument();
    const description = JSON.stringify(document);
    for (const choice of ['Europe/Oslo', '`null` means absent', '0` means', 'only in case']) {
      expect(description).toContain(choice);
    }
  });

  it('serves readable documentation at /docs without credentials', async () => {
    const response = await service.app.inject({ method: 'GET', url: `${PREFIX}/docs/` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const script = await service.app.inject({
      method: 'GET',
      url: `${PREFIX}/docs/static/swagger-ui-bundle.js`,
    });
    expect(script.statusCode).toBe(200);
    // The page reads the same document the service publishes.
    const shown = await service.app.inject({ method: 'GET', url: `${PREFIX}/docs/json` });
    const published = await service.app.inject({ method: 'GET', url: `${PREFIX}/openapi.json` });
    expect(shown.json()).toEqual(published.json());
  });
});
