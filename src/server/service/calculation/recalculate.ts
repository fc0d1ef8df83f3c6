import { calculate, todayInNorway } from '../../../domain/calculation';
import type { Calculation, CalculationRequest } from '../../../domain/contract';
import type { Database } from '../../database';
import { badRequest } from '../../http';
import { resolveRate } from './resolve-rate';

/**
 * The service's figures for a request: the rate resolved from the database, then the domain
 * engine, the same one the portal previews with. Engine problems become a 400 naming each field.
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
    throw badRequest(
      'The calculation request cannot be calculated',
      outcome.problems.map((problem) => ({
        path: problem.path === '' ? 'calculationRequest' : `calculationRequest.${problem.path}`,
        message: problem.message,
      })),
    );
  }
  return outcome.calculation;
}
