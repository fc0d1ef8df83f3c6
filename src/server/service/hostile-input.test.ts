import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ProblemSchema } from '../../domain/contract';
import {
  businessApplicationBody,
  electricCarRequest,
  privateApplicationBody,
} from './test-support/requests';
import { useServiceUnderTest } from './test-support/seeded-service';
import { AUTHORIZATION, call, PREFIX, problemOf } from './test-support/test-service';

const service = useServiceUnderTest();

/** Every endpoint that reads a body, with a valid body to mutate. */
const ENDPOINTS: Array<{ method: 'POST' | 'PUT'; path: string; valid: unknown }> = [
  { method: 'POST', path: '/calculation', valid: { calculationRequest: electricCarRequest() } },
  { method: 'POST', path: '/campaign/search', valid: { calculationRequest: electricCarRequest() } },
  {
    method: 'POST',
    path: '/funding-interest/search',
    valid: { calculationRequest: electricCarRequest({ campaignId: 101 }) },
  },
  {
    method: 'POST',
    path: '/sales-person',
    valid: {
      salesPersonId: [1001],
      salesPersonExternalReference: [{ key: 'dmsBrukerId', value: 'DMS-1003' }],
    },
  },
  { method: 'POST', path: '/application', valid: privateApplicationBody() },
  { method: 'POST', path: '/application', valid: businessApplicationBody() },
  {
    method: 'PUT',
    path: '/application/100001/status',
    valid: { status: 'Cancelled', reason: 'x' },
  },
  {
    method: 'PUT',
    path: '/application/100007/documents/1/status',
    valid: { status: 'Received', reason: 'x' },
  },
];

const SNEAKY_STRINGS = [
  "' OR '1'='1",
  '1; DROP TABLE application; --',
  "Robert'); DELETE FROM sales_person; --",
  '$1',
  '\\x00\u0000',
  'lone \ud800 surrogate',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-0',
  '0x10',
  '9007199254740993',
  '2025-02-30',
  '0000-01-01',
  '9999-12-31T23:59:59Z',
  '9999-12-31T23:59:59-14:00',
  '__proto__',
  'constructor',
  '%s%n%x',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '𝕏'.repeat(300),
  ' '.repeat(5000),
];

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...SNEAKY_STRINGS),
  fc.constantFrom(
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    Number.MIN_SAFE_INTEGER,
    2_147_483_648,
    -1,
    0,
    0.1 + 0.2,
    5e-324,
    true,
    null,
    [],
    {},
  ),
  fc.string({ maxLength: 50 }),
  fc.double(),
  fc.integer(),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(fc.integer(), { minLength: 100, maxLength: 2000 }),
  fc.constant(Array.from({ length: 5000 }, (_, index) => ({ key: `k${index}`, value: 'v' }))),
  fc.constant(deeplyNested(400)),
);

function deeplyNested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1)
    value = level % 2 === 0 ? { object: value } : [value];
  return value;
}

/** Every path into a JSON value, the root included. */
function pathsIn(
  value: unknown,
  prefix: Array<string | number> = [],
): Array<Array<string | number>> {
  const here = [prefix];
  if (Array.isArray(value)) {
    return here.concat(...value.map((item, index) => pathsIn(item, [...prefix, index])));
  }
  if (typeof value === 'object' && value !== null) {
    return here.concat(
      ...Object.entries(value).map(([key, item]) => pathsIn(item, [...prefix, key])),
    );
  }
  return here;
}

function valueAt(value: unknown, path: Array<string | number>): unknown {
  return path.reduce<unknown>(
    (node, key) =>
      typeof node === 'object' && node !== null
        ? (node as Record<string | number, unknown>)[key]
        : undefined,
    value,
  );
}

function replaceAt(value: unknown, path: Array<string | number>, replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (Array.isArray(value)) {
    return value.map((item: unknown, index) =>
      index === head ? replaceAt(item, rest, replacement) : item,
    );
  }
  if (typeof value === 'object' && value !== null) {
    return {
      ...value,
      [head]: replaceAt((value as Record<string, unknown>)[head], rest, replacement),
    };
  }
  return value;
}

/** Raw bodies JSON.stringify never writes: prototype keys, deep nesting, odd numbers. */
const RAW_BODIES = [
  '{"__proto__":{"polluted":"yes"}}',
  '{"calculationRequest":{"__proto__":{"polluted":"yes"}}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"calculationRequest":{"object":{"constructor":{"prototype":{"polluted":"yes"}}}}}',
  '['.repeat(100_000) + ']'.repeat(100_000),
  '{"a":'.repeat(50_000) + '1' + '}'.repeat(50_000),
  '{"calculationRequest":{"financialParameters":{"interestRate":1e999}}}',
  '{"calculationRequest":{"object":{"purchasePrice":{"amount":NaN}}}}',
  '{"salesPersonId":[' + Array.from({ length: 150_000 }, () => '1').join(',') + ']}',
  '"just a string"',
  'null',
  '12',
  '{"calculationRequest":{}}'.repeat(3),
  '\u0000',
  '{"applicant":{"firstName":"\\ud800"}}',
];

async function send(method: 'POST' | 'PUT', path: string, rawBody: string) {
  return service.app.inject({
    method,
    url: `${PREFIX}${path}`,
    headers: { ...AUTHORIZATION, 'content-type': 'application/json' },
    payload: rawBody,
  });
}

function expectHandled(response: {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}) {
  expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
  if (response.statusCode >= 400) {
    expect(String(response.headers['content-type'])).toMatch(/^application\/problem\+json/);
    const problem = ProblemSchema.parse(JSON.parse(response.body));
    expect(problem.status).toBe(response.statusCode);
  }
}

const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();

describe('hostile input', () => {
  it.each(ENDPOINTS.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s answers mutated bodies with a 2xx or a 4xx problem, never a 5xx',
    async (_name, endpoint) => {
      const paths = pathsIn(endpoint.valid);
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.tuple(fc.nat({ max: paths.length - 1 }), hostileValue), {
            minLength: 1,
            maxLength: 3,
          }),
          async (mutations) => {
            let body = endpoint.valid;
            for (const [index, value] of mutations)
              body = replaceAt(body, paths[index] ?? [], value);
            expectHandled(await send(endpoint.method, endpoint.path, JSON.stringify(body)));
          },
        ),
        { numRuns: 40 },
      );
    },
  );

  it('answers random JSON on every endpoint with a 2xx or a 4xx problem', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ENDPOINTS),
        fc.oneof(fc.json({ maxDepth: 4 }), fc.string({ maxLength: 200 })),
        async (endpoint, rawBody) => {
          expectHandled(await send(endpoint.method, endpoint.path, rawBody));
        },
      ),
      { numRuns: 150 },
    );
  });

  it.each(RAW_BODIES.map((body) => [body.slice(0, 60), body] as const))(
    'refuses or handles the raw body %s',
    async (_name, rawBody) => {
      for (const endpoint of ENDPOINTS.slice(0, 5)) {
        expectHandled(await send(endpoint.method, endpoint.path, rawBody));
      }
    },
  );

  it.each(ENDPOINTS.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s refuses text PostgreSQL cannot store, in any string, naming the field',
    async (_name, endpoint) => {
      const stringPaths = pathsIn(endpoint.valid).filter(
        (path) => typeof valueAt(endpoint.valid, path) === 'string',
      );
      expect(stringPaths.length).toBeGreaterThan(0);
      for (const path of stringPaths) {
        for (const text of ['a\u0000b', 'x\ud800y', '\udc00']) {
          const body = replaceAt(endpoint.valid, path, text);
          const response = await send(endpoint.method, endpoint.path, JSON.stringify(body));
          expect(response.statusCode, path.join('.')).toBe(400);
          expectHandled(response);
          expect(JSON.parse(response.body)).toMatchObject({ errors: [{ path: path.join('.') }] });
        }
      }
    },
  );

  it('refuses wrong content types and oversized bodies', async () => {
    const huge = JSON.stringify({
      calculationRequest: { customer: { locale: 'x'.repeat(1_100_000) } },
    });
    const tooLarge = await send('POST', '/calculation', huge);
    expect(tooLarge.statusCode).toBe(413);
    expectHandled(tooLarge);
    for (const contentType of [
      'text/plain',
      'multipart/form-data; boundary=x',
      'application/xml',
    ]) {
      const response = await service.app.inject({
        method: 'POST',
        url: `${PREFIX}/calculation`,
        headers: { ...AUTHORIZATION, 'content-type': contentType },
        payload: '{"calculationRequest":{}}',
      });
      expect(response.statusCode, contentType).toBe(415);
      expectHandled(response);
    }
  });

  it('answers hostile path and query parameters with a 4xx problem', async () => {
    const urls = [
      "/application/1'%20OR%201=1",
      '/application/%00',
      '/application/1e400',
      '/application/-0',
      '/sales-person/NaN',
      '/sales-person/Infinity',
      '/application?limit=1e9',
      '/application?limit=-1',
      '/application?status=Received&status=Approved',
      '/application?salesPersonId=1%20OR%201=1',
      `/application?cursor=${'A'.repeat(5000)}`,
      '/application?cursor=%E0%A4%A',
      '/application/100001/documents/abc/status',
    ];
    for (const url of urls) {
      const response = await call(
        service.app,
        url.includes('documents') ? 'PUT' : 'GET',
        url,
        url.includes('documents') ? { status: 'Received' } : undefined,
      );
      expectHandled(response);
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
    }
  });

  it.each([
    ['/application?customerName=Kari%00', 'customerName'],
    ['/application?customerName=%00', 'customerName'],
    ['/application?registrationNumber=EB%0012345', 'registrationNumber'],
    ['/application?customerName=Ka%1Bri', 'customerName'],
    ['/application?customerName=Kari%0A', 'customerName'],
    ['/application?customerName=Ka%C2%85ri', 'customerName'],
    ['/application?cursor=abc%00', 'cursor'],
    ['/subscription/sub_1%00/deliveries', 'subscriptionId'],
  ])('refuses the control character in %s with a 400 naming %s', async (url, parameter) => {
    const response = await call(service.app, 'GET', url);
    expect(response.statusCode).toBe(400);
    expectHandled(response);
    expect(JSON.parse(response.body)).toMatchObject({
      errors: [{ path: parameter, message: 'Must not contain control characters' }],
    });
  });

  it('words in English a refusal the contract gives no words of its own', async () => {
    const response = await call(service.app, 'GET', '/application?status=Lost');
    expect(response.statusCode).toBe(400);
    const [error] = problemOf(response).errors ?? [];
    expect(error?.path).toBe('status');
    expect(error?.message).toMatch(/^Invalid option: expected one of "Received"/);
  });

  it('searches with any other text a customer or registration may hold', async () => {
    for (const search of ['Ø%C3%A6r%C3%B8%20%26%20s%C3%B8nn', "O'Brien", '%25_%5C', 'EB%2012']) {
      const response = await call(service.app, 'GET', `/application?customerName=${search}`);
      expect(response.statusCode, search).toBe(200);
    }
  });

  it('still answers afterwards, with its data intact and no prototype polluted', async () => {
    const response = await call(service.app, 'GET', '/sales-person/1001');
    expect(response.statusCode).toBe(200);
    const { rows } = await service.database.query<{ count: number }>(
      'SELECT count(*)::integer AS count FROM sales_person',
    );
    expect(rows[0]?.count).toBeGreaterThanOrEqual(12);
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeys);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});
