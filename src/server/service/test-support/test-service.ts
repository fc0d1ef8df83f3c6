import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { z } from 'zod';
import { PROBLEM_CONTENT_TYPE, ProblemSchema, type Problem } from '../../../domain/contract';
import { PATHS } from '../../../domain/topology';
import type { Database } from '../../database';
import { financingService, type FinancingServiceOptions } from '../financing-service';

export const TEST_API_KEY = 'test-partner-api-key-0123456789';
export const AUTHORIZATION = { authorization: `Bearer ${TEST_API_KEY}` };
/** The bank's campaign administration: a key of its own, never the portal's. */
export const TEST_CAMPAIGN_ADMIN_API_KEY = 'test-campaign-admin-key-0123456789';
export const CAMPAIGN_ADMIN_AUTHORIZATION = {
  authorization: `Bearer ${TEST_CAMPAIGN_ADMIN_API_KEY}`,
};
/** Mounted under a prefix, as the app does, to prove the plugin works under any. */
export const PREFIX = PATHS.partnerApi;

/** A fixed clock: 2025-06-15 10:00 UTC. Seeded validity windows are relative to it. */
export const TEST_NOW = new Date('2025-06-15T10:00:00.000Z');

export async function buildTestService(
  database: Database,
  options: Partial<Omit<FinancingServiceOptions, 'database'>> = {},
): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  // A sibling plugin with its own body parsing and errors, to show the service is encapsulated.
  app.get('/outside', () => ({ outside: true }));
  await app.register(financingService, {
    prefix: PREFIX,
    database,
    apiKey: TEST_API_KEY,
    campaignAdminApiKey: TEST_CAMPAIGN_ADMIN_API_KEY,
    now: () => TEST_NOW,
    // Tests send many refused credentials on purpose; the limit itself has its own test.
    clientFailureLimit: { limit: 10_000, windowSeconds: 60 },
    ...options,
  });
  await app.ready();
  return app;
}

export function jsonOf<Schema extends z.core.$ZodType>(
  response: LightMyRequestResponse,
  schema: Schema,
): z.output<Schema> {
  return z.parse(schema, response.json());
}

/** The response as a problem, after checking its content type and shape against the contract. */
export function problemOf(response: LightMyRequestResponse): Problem {
  const contentType = response.headers['content-type'];
  if (typeof contentType !== 'string' || !contentType.startsWith(PROBLEM_CONTENT_TYPE)) {
    throw new Error(`Expected a problem, got ${String(contentType)}: ${response.body}`);
  }
  const problem = ProblemSchema.parse(response.json());
  if (problem.status !== response.statusCode) throw new Error('Problem status differs from HTTP');
  return problem;
}

export const pathsOf = (problem: Problem): string[] =>
  (problem.errors ?? []).map((error) => error.path);

/** A problem with `status` whose detail is `detail` (or matches it). */
export function expectProblem(
  response: LightMyRequestResponse,
  status: number,
  detail: string | RegExp,
): void {
  expect(response.statusCode).toBe(status);
  const { detail: actual } = problemOf(response);
  if (typeof detail === 'string') expect(actual).toBe(detail);
  else expect(actual).toMatch(detail);
}

/** A 400 problem naming exactly `paths` as the invalid fields, in any order. */
export function expectInvalidFields(response: LightMyRequestResponse, paths: string[]): void {
  expect(response.statusCode).toBe(400);
  expect(pathsOf(problemOf(response)).sort()).toEqual([...paths].sort());
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** An authenticated request to the service under its prefix. */
export function call(
  app: FastifyInstance,
  method: Method,
  path: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url: `${PREFIX}${path}`,
    headers: { ...AUTHORIZATION, ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
