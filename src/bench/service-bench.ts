import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import type { CalculationRequest } from '../domain/contract';
import { PATHS } from '../domain/topology';
import { openDatabase } from '../server/database';
import { migratedPgliteSnapshot } from '../server/database/pglite-snapshot';
import { financingService, seedDemoData, serviceMigrations } from '../server/service';

export interface ServiceBenchResult {
  name: string;
  requestsPerSec: number;
  p99Ms: number;
  /** A bare node:http server answering a fixed JSON body, driven the same way in the same run. */
  baselineRequestsPerSec: number;
  /** requestsPerSec / baselineRequestsPerSec. */
  ratio: number;
}

export interface ServiceBenchOptions {
  /** Seconds per measurement (default 3). */
  durationSeconds?: number;
  /** Concurrent connections (default 50). */
  connections?: number;
}

const API_KEY = 'bench-partner-api-key-0123456789';
const PREFIX = PATHS.partnerApi;

/** A private customer's new electric car: three campaigns apply to it in the demo data. */
const calculationRequest: CalculationRequest = {
  vendorId: 501,
  productId: 11,
  customerType: 'Private',
  object: {
    objectTypeID: 'vehicle',
    objectSubTypeID: 'electric vehicle',
    objectCondition: 'New',
    purchasePrice: { amount: 450_000, vatAmount: 90_000 },
  },
  financialParameters: {
    equity: { amount: 90_000 },
    terms: { termCount: 60, termLength: 1 },
    termFee: { amount: 75 },
    loanType: 'Annuity',
  },
  includePaymentPlan: true,
};

/**
 * Throughput of the financing service (in-memory PGlite, demo data) on 127.0.0.1 for campaign
 * search and calculation, next to a bare node:http baseline measured in the same run.
 */
export async function benchService(
  options: ServiceBenchOptions = {},
): Promise<ServiceBenchResult[]> {
  const duration = options.durationSeconds ?? 3;
  const connections = options.connections ?? 50;

  const database = await openDatabase({
    memory: true,
    migrations: serviceMigrations,
    pgliteSnapshot: await migratedPgliteSnapshot(serviceMigrations),
  });
  const app = Fastify({ logger: false });
  const baseline = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('{"campaigns":[]}');
  });
  try {
    await seedDemoData(database);
    await app.register(financingService, { prefix: PREFIX, database, apiKey: API_KEY });
    const serviceUrl = `${await app.listen({ host: '127.0.0.1', port: 0 })}${PREFIX}`;
    const baselineUrl = await listen(baseline);

    const scenarios = [
      {
        name: 'POST /campaign/search',
        path: '/campaign/search',
        body: JSON.stringify({ calculationRequest }),
      },
      {
        name: 'POST /calculation (campaign rate, 60-term plan)',
        path: '/calculation',
        body: JSON.stringify({ calculationRequest: { ...calculationRequest, campaignId: 101 } }),
      },
    ];

    const drive = async (url: string, body: string, seconds: number) => {
      const result = await autocannon({
        url,
        method: 'POST',
        headers: { authorization: `Bearer ${API_KEY}`, 'content-type': 'application/json' },
        body,
        connections,
        duration: seconds,
      });
      if (result.non2xx > 0)
        throw new Error(`${url} answered ${result.non2xx} requests with errors`);
      return result;
    };

    // Warm up the JIT and PGlite's caches, then measure the baseline once for both scenarios.
    await drive(baselineUrl, scenarios[0]?.body ?? '{}', 1);
    const baselineResult = await drive(baselineUrl, scenarios[0]?.body ?? '{}', duration);
    const baselineRequestsPerSec = baselineResult.requests.average;

    const results: ServiceBenchResult[] = [];
    for (const scenario of scenarios) {
      await drive(`${serviceUrl}${scenario.path}`, scenario.body, 1);
      const result = await drive(`${serviceUrl}${scenario.path}`, scenario.body, duration);
      results.push({
        name: scenario.name,
        requestsPerSec: result.requests.average,
        p99Ms: result.latency.p99,
        baselineRequestsPerSec,
        ratio: result.requests.average / baselineRequestsPerSec,
      });
    }
    return results;
  } finally {
    await app.close();
    await new Promise<void>((resolve) => {
      baseline.close(() => {
        resolve();
      });
    });
    await database.close();
  }
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}
