import { calculate, todayInNorway } from '../../../domain/calculation';
import {
  knownValuesOf,
  LOAN_TYPES,
  type AcceptedCalculationRequest,
  type Calculation,
} from '../../../domain/contract';
import type { Database } from '../../database';
import { badRequest, unprocessable } from '../../http';
import { checkProductBounds } from '../products/product-bounds-check';
import { resolveRate } from './resolve-rate';

/**
 * The service's figures for a request: the rate resolved from the database, then the domain
 * engine, the same one the portal previews with. Engine problems name each field: a 400 for a
 * request that breaks a rule, a 422 for valid terms that give no plan (say, a negative payment);
 * a loan type the engine does not know is 422, naming the ones it does; so is a value outside the
 * bounds of the product the request names.
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
  const errors = outcome.ok
    ? []
    : outcome.problems.map(({ path, ...problem }) => ({
        path: path === '' ? 'calculationRequest' : `calculationRequest.${path}`,
        ...problem,
      }));
  if (!outcome.ok && outcome.kind === 'invalid') {
    throw badRequest('The calculation request cannot be calculated', errors);
  }
  // A valid request outside its product's bounds is refused before asking whether it works.
  await checkProductBounds(database, known);
  if (!outcome.ok) {
    throw unprocessable('These terms give no payment plan that can be offered', errors);
  }
  return outcome.calculation;
}
