import { request } from 'undici';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CalculationResponseSchema, CSRF_HEADER } from '../domain/contract';
import { signIn } from './idp/test-support';
import { startSystem, usedCarLoan, type RunningSystem } from './test-support/system';

/**
 * The whole system, as a phone's browser meets it: which answers arrive compressed. undici's
 * `request` sends only the Accept-Encoding given and hands over the bytes as they came.
 */
describe('compressed answers across the system', () => {
  let system: RunningSystem;
  let accessToken: string;

  beforeAll(async () => {
    system = await startSystem();
    accessToken = (await signIn(system.provider, 'dealer')).tokens.access_token;
  }, 60_000);
  afterAll(() => system.close());

  /** With its payment plan: several kilobytes, well over the one below which nothing is compressed. */
  const loanWithPlan = {
    calculationRequest: { ...usedCarLoan.calculationRequest, includePaymentPlan: true },
  };
  const calculate = (acceptEncoding?: string) =>
    request(`${system.origin}/api/calculation`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${accessToken}`,
        [CSRF_HEADER.name]: CSRF_HEADER.value,
        'content-type': 'application/json',
        ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
      },
      body: JSON.stringify(loanWithPlan),
    });

  const calculationOf = (body: Buffer) =>
    CalculationResponseSchema.parse(JSON.parse(body.toString())).calculation;

  it("sends the portal server's JSON in brotli, with its security headers", async () => {
    const response = await calculate('gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self'/);
    const body = Buffer.from(await response.body.arrayBuffer());
    expect(calculationOf(brotliDecompressSync(body))).toMatchObject({ termAmount: 4665.85 });
  });

  it('sends it in gzip to a client that accepts only gzip, and as it is to one that accepts none', async () => {
    const gzipped = await calculate('gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    const body = Buffer.from(await gzipped.body.arrayBuffer());
    expect(calculationOf(gunzipSync(body))).toMatchObject({ termAmount: 4665.85 });

    const plain = await calculate();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(calculationOf(Buffer.from(await plain.body.arrayBuffer()))).toMatchObject({
      termAmount: 4665.85,
    });
  });

  it("leaves the financing service's answers uncompressed: its callers are servers", async () => {
    const response = await request(`${system.origin}/partner-api/openapi.json`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    const document = JSON.parse(Buffer.from(await response.body.arrayBuffer()).toString()) as {
      openapi: string;
    };
    expect(document.openapi).toMatch(/^3\.1/);
  });

  it("compresses the identity provider's stylesheet", async () => {
    const response = await request(system.provider.url('/resources/login.css'), {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    const css = brotliDecompressSync(Buffer.from(await response.body.arrayBuffer())).toString();
    expect(css).toContain('.card');
  });

  it('sends each live event as it happens, never through a compressor', async () => {
    const response = await request(`${system.origin}/api/events`, {
      headers: {
        authorization: `Bearer ${accessToken}`,
        [CSRF_HEADER.name]: CSRF_HEADER.value,
        'accept-encoding': 'br, gzip',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    expect(response.headers['content-encoding']).toBeUndefined();
    // The first event arrives while the stream stays open: nothing holds it back.
    let said = '';
    for await (const chunk of response.body) {
      said += (chunk as Buffer).toString();
      if (said.includes('event: ready')) break;
    }
    expect(said).toContain('event: ready');
  });
});
