import { calculate, todayInNorway } from '../../../domain/calculation';
import {
  knownValuesOf,
  LOAN_TYPES,
  type AcceptedCalculationRequest,
  type Calculation,
} from '../../../domain/contract';
import type { Database } from '../../database';
import { badRequest, unprocessable } from '../../http';
import { resolveRate } from './resolve-rate';

/**
 * The service's figures for a request: the rate resolved from the database, then the domain
 * engine, the same one the portal previews with. Engine problems become a 400 naming each field;
 * a loan type the engine does not know is 422, naming the ones it does.
 */
export async function recalculate(
  database: Database,
  request: AcceptedCalculationRequest,
  now: Date,
): Promise<Calculation> {
  const known = knownValuesOf(request);
  if (known === undefined) {
    throw unprocessable('The loan type cannot be calculated', [
      {
        path: 'calculationRequest.financialParameters.loanType',
        message: `The supported loan types are ${LOAN_TYPES.join(', ')}`,
      },
    ]);
  }
  const rate = await resolveRate(database, request, now);
  const outcome = calculate(known, {
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
