import { calculate } from '../../../domain/calculation';
import type { Calculation, CalculationRequest } from '../../../domain/contract';
import type { Database } from '../../database';
import { badRequest } from '../../http';
import { resolveRate } from './resolve-rate';

/** The calendar day in Norway, where the bank's plans start when no delivery date is given. */
const osloDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Oslo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
export const todayInOslo = (now: Date): string => osloDate.format(now);

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
    today: todayInOslo(now),
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
  const calculation = outcome.calculation;
  // Say which campaign or funding interest gave the rate, if the engine did not.
  if (rate?.source === 'campaign' && calculation.campaignId === undefined) {
    return { ...calculation, campaignId: request.campaignId };
  }
  if (rate?.source === 'fundingInterest' && calculation.fundingInterestId === undefined) {
    return { ...calculation, fundingInterestId: request.financialParameters?.fundingInterestId };
  }
  return calculation;
}
