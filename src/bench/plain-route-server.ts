import Fastify from 'fastify';
import { calculate, todayInNorway, type ResolvedRate } from '../domain/calculation';
import {
  AcceptedCalculationRequestBodySchema,
  CalculationResponseSchema,
  knownValuesOf,
} from '../domain/contract';
import { checkEveryAnswer, useZodSchemas } from '../server/http';
import { demoCampaignRate } from './calculation-bench';

/**
 * The service's calculation as a plain Fastify route would do it, in a process of its own (`node
 * --import tsx plain-route-server.ts <port>`): the contract's zod schemas checking the request and
 * writing the answer as the servers do in production (the compiled writer, no zod check of the
 * answer), and the domain engine; no authentication, no database (the demo campaign's rate from
 * the seed), no logging. The peer the service's calculation is held against.
 */

const port = Number(process.argv[2]);
checkEveryAnswer(false);
const app = useZodSchemas(Fastify({ logger: false }));
const campaignRates = new Map<number, ResolvedRate>();

app.post(
  '/calculation',
  {
    schema: {
      body: AcceptedCalculationRequestBodySchema,
      response: { 200: CalculationResponseSchema },
    },
  },
  ({ body: { calculationRequest } }) => {
    const now = new Date();
    const known = knownValuesOf(calculationRequest);
    if (known === undefined) throw new Error('a loan type the engine does not know');
    const { campaignId } = calculationRequest;
    let rate: ResolvedRate | undefined;
    if (campaignId !== undefined) {
      rate = campaignRates.get(campaignId) ?? demoCampaignRate(campaignId, now);
      campaignRates.set(campaignId, rate);
    }
    const outcome = calculate(known, {
      ...(rate === undefined ? {} : { rate }),
      today: todayInNorway(now),
    });
    if (!outcome.ok) throw new Error(`the engine refused the request: ${outcome.kind}`);
    return { calculation: outcome.calculation };
  },
);

await app.listen({ port, host: '127.0.0.1' });
process.send?.('listening');
