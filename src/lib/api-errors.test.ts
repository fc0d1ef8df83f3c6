import { afterEach, describe, expect, it } from 'vitest';
import type { FieldError } from '../domain/contract';
import { ApiProblemError, describeError } from './api-errors';
import { i18n } from './i18n';

const problem = (status: number, detail: string, correlationId?: string, errors?: FieldError[]) =>
  new ApiProblemError({
    type: 'about:blank',
    title: 'Title',
    status,
    detail,
    ...(correlationId === undefined ? {} : { correlationId }),
    ...(errors === undefined ? {} : { errors }),
  });

afterEach(() => {
  i18n.activate('en');
});

describe('describeError', () => {
  it('says a server fault in the portal’s words, with the reference support needs', () => {
    expect(describeError(problem(500, 'boom', 'c0ffee'))).toBe(
      'Something went wrong on the server. Try again in a moment; if it keeps happening, give support the reference c0ffee.',
    );
    i18n.activate('nb');
    expect(describeError(problem(503, 'Service Unavailable'))).toBe(
      'Bankens finansieringstjeneste svarer ikke akkurat nå. Prøv igjen om litt.',
    );
    expect(describeError(problem(404, 'There is no offer with this id'))).toBe(
      'Fant ikke dette: det finnes ikke, eller du har ikke tilgang til det.',
    );
  });

  it('passes on what the user can put right as the server wrote it', () => {
    expect(describeError(problem(409, 'The offer was changed in another tab.'))).toBe(
      'The offer was changed in another tab.',
    );
    expect(describeError(problem(400, 'Equity must be less than the cash price.'))).toBe(
      'Equity must be less than the cash price.',
    );
  });

  it('sums up values refused field by field in the user’s language, not the server’s', () => {
    const refused = problem(
      422,
      'The offer is outside the bounds of the product Billån',
      undefined,
      [{ path: 'calculationRequest.financialParameters.terms.termCount', message: 'Too many' }],
    );
    i18n.activate('nb');
    expect(describeError(refused)).toBe('Noen av verdiene ble ikke godtatt.');
    i18n.activate('en');
    expect(describeError(refused)).toBe('Some of the values were not accepted.');
  });
});
