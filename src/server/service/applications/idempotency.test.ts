import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ApplicationSchema } from '../../../domain/contract';
import { privateApplicationBody } from '../test-support/requests';
import { countApplications, useServiceUnderTest } from '../test-support/seeded-service';
import { call, jsonOf, pathsOf, problemOf } from '../test-support/test-service';

const service = useServiceUnderTest();

const createWithKey = (key: string, body: unknown = privateApplicationBody()) =>
  call(service.app, 'POST', '/application', body, { 'idempotency-key': key });

describe('POST /application with Idempotency-Key', () => {
  it('returns the same application on a retry: 201 again, marked as replayed', async () => {
    const key = randomUUID();
    const first = await createWithKey(key);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const before = await countApplications(service);

    const retry = await createWithKey(key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(jsonOf(retry, ApplicationSchema)).toEqual(jsonOf(first, ApplicationSchema));
    expect(retry.headers.location).toBe(first.headers.location);
    expect(await countApplications(service)).toBe(before);
  });

  it('treats the same body with keys in another order as the same request', async () => {
    const key = randomUUID();
    const body = privateApplicationBody();
    const reordered = { applicant: body.applicant, calculationRequest: body.calculationRequest };
    const first = jsonOf(await createWithKey(key, body), ApplicationSchema);
    const retry = await createWithKey(key, reordered);
    expect(retry.statusCode).toBe(201);
    expect(jsonOf(retry, ApplicationSchema).applicationId).toBe(first.applicationId);
  });

  it('is 409 for the same key with another body, and creates nothing', async () => {
    const key = randomUUID();
    expect((await createWithKey(key)).statusCode).toBe(201);
    const before = await countApplications(service);
    const other = await createWithKey(key, privateApplicationBody({ vendorId: 502 }));
    expect(other.statusCode).toBe(409);
    expect(pathsOf(problemOf(other))).toEqual(['idempotency-key']);
    expect(await countApplications(service)).toBe(before);
  });

  it('creates separate applications for different keys and without a key', async () => {
    const before = await countApplications(service);
    const a = jsonOf(await createWithKey(randomUUID()), ApplicationSchema);
    const b = jsonOf(await createWithKey(randomUUID()), ApplicationSchema);
    const c = jsonOf(
      await call(service.app, 'POST', '/application', privateApplicationBody()),
      ApplicationSchema,
    );
    expect(new Set([a.applicationId, b.applicationId, c.applicationId]).size).toBe(3);
    expect(await countApplications(service)).toBe(before + 3);
  });

  it('does not keep a key whose request failed, so a corrected retry can use it', async () => {
    const key = randomUUID();
    const failed = await createWithKey(key, privateApplicationBody({ salespersonId: 4242 }));
    expect(failed.statusCode).toBe(422);
    const corrected = await createWithKey(key, privateApplicationBody());
    expect(corrected.statusCode).toBe(201);
  });

  it('creates exactly one application for ten concurrent requests with one key', async () => {
    const key = randomUUID();
    const before = await countApplications(service);
    const responses = await Promise.all(Array.from({ length: 10 }, () => createWithKey(key)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array.from({ length: 10 }, () => 201));
    const ids = new Set(responses.map((r) => jsonOf(r, ApplicationSchema).applicationId));
    expect(ids.size).toBe(1);
    expect(responses.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(9);
    expect(await countApplications(service)).toBe(before + 1);
  });

  it.each(['', 'has space', 'x'.repeat(256), 'æøå'])('is 400 for the key %j', async (key) => {
    const before = await countApplications(service);
    const response = await createWithKey(key);
    expect(response.statusCode).toBe(400);
    expect(pathsOf(problemOf(response))).toEqual(['idempotency-key']);
    expect(await countApplications(service)).toBe(before);
  });
});
