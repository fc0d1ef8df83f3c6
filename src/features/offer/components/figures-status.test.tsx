import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FieldProblem, ProblemCode, ProblemValues } from '../../../domain/calculation';
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
