import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FieldProblem, ProblemCode, ProblemValues } from '../../../domain/calculation';
import { ApiProblemError } from '../../../lib/api-errors';
import { laterMessage } from '../../../lib/i18n';
import { renderWithLocale } from '../../../test/render-with-locale';
import { FiguresStatus } from './figures-status';

/** A problem as the engine reports it; only its code and values are said to the dealer. */
const problem = (path: string, code: ProblemCode, values?: ProblemValues): FieldProblem => ({
  path,
  code,
  message: code,
  ...(values === undefined ? {} : { values }),
});

describe('the figures’ status, while the offer cannot be calculated', () => {
  it('asks for what is not given yet', () => {
    renderWithLocale(
      <FiguresStatus
        figures={{
          status: 'incomplete',
          problems: [problem('financialParameters.termCount', 'termCountMissing')],
        }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'The figures show once the price, the number of terms and a rate are given.',
    );
  });

  it('names a broken rule as the cause, in the language chosen', () => {
    renderWithLocale(
      <FiguresStatus
        figures={{
          status: 'incomplete',
          problems: [
            problem('financialParameters.interestRate', 'rateMissing'),
            problem('financialParameters.equity.amount', 'equityNotBelowFinanceable', {
              limitAmount: 350_000,
            }),
          ],
        }}
      />,
      { language: 'nb' },
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Tallene vises når dette er rettet: Egenkapitalen må være mindre enn/,
    );
  });
});

describe('the figures’ status, when the service refuses the offer', () => {
  it('words a product’s bound in the user’s language, not the service’s English', () => {
    const refusal = new ApiProblemError({
      type: 'about:blank',
      title: 'Unprocessable Content',
      status: 422,
      detail: 'The offer is outside the bounds of the product Billån, ny bil',
      errors: [
        {
          path: 'calculationRequest.financialParameters.terms.termCount',
          message: 'The product allows 12 to 120 terms',
        },
      ],
    });
    renderWithLocale(
      <FiguresStatus
        figures={{
          status: 'failed',
          calculation: {} as never,
          error: refusal,
          retry: () => undefined,
          boundIssues: [
            {
              field: 'financial.termCount',
              message: laterMessage('offer.productBound.termCount', {
                product: 'Billån, ny bil',
                min: 12,
                max: 120,
              }),
            },
          ],
        }}
      />,
      { language: 'nb' },
    );
    expect(screen.getByRole('status')).toHaveTextContent('Noen av verdiene ble ikke godtatt.');
    expect(screen.getByRole('listitem')).toHaveTextContent(
      /: Billån, ny bil tillater 12 til 120 terminer$/,
    );
    expect(screen.queryByText(/The product allows|outside the bounds/)).toBeNull();
  });
});
