import { calculate, todayInNorway } from '../../../domain/calculation';
import type { Calculation, CalculationRequest } from '../../../domain/contract';
import type { Database } from '../../database';
import { badRequest, unprocessable } from '../../http';
import { resolveRate } from './resolve-rate';

/**
 * The service's figures for a request: the rate resolved from the database, then the domain
 * engine, the same one the portal previews with. Engine problems name each field: a 400 for a
 * request that breaks a rule, a 422 for valid terms that give no plan (say, a negative payment).
 */
export async function recalculate(
  database: Database,
  request: CalculationRequest,
  now: Date,
): Promise<Calculation> {
  const rate = await resolveRate(database, request, now);
  const outcome = calculate(request, {
    ...(rate === undefined ? {} : { rate }),
    today: todayInNorway(now),
  });
  if (!outcome.ok) {
    const errors = outcome.problems.map((problem) => ({
      path: problem.path === '' ? 'calculationRequest' : `calculationRequest.${problem.path}`,
      message: problem.message,
    }));
    throw outcome.kind === 'invalid'
      ? badRequest('The calculation request cannot be calculated', errors)
      : unprocessable('These terms give no payment plan that can be offered', errors);
  }
  return outcome.calculation;
}
