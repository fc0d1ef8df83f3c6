import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calculate } from '../../domain/calculation';
import type { Calculation, CalculationRequest } from '../../domain/contract';
import { formatAmount, formatDate, formatPercent } from '../../lib/format';
import { renderWithLocale } from '../../test/render-with-locale';
import { CalculationFigures, PaymentPlanChart, PaymentPlanTable } from '.';

const request: CalculationRequest = {
  object: { purchasePrice: { amount: 300_000 } },
  financialParameters: {
    equity: { amount: 60_000 },
    terms: { termCount: 12, termLength: 1 },
    interestRate: 6,
    termFee: { amount: 95 },
    loanType: 'Annuity',
  },
  includePaymentPlan: true,
  deliveryDate: '2026-01-15',
};

function calculation(of: CalculationRequest = request): Calculation {
  const outcome = calculate(of);
  if (!outcome.ok) throw new Error('The test request must calculate');
  return outcome.calculation;
}

describe('calculation presentation', () => {
  it('shows the payment per term and the legally required totals, formatted', () => {
    const figures = calculation();
    renderWithLocale(<CalculationFigures calculation={figures} title="Your offer" />);
    expect(screen.getByRole('heading', { name: 'Your offer' })).toBeInTheDocument();
    expect(screen.getByText('Payment per month')).toBeInTheDocument();
    expect(
      screen.getByText(formatAmount(figures.termAmount, 'en').replace(/\s+/g, ' ')),
    ).toBeInTheDocument();
    expect(screen.getByText('Total credit cost')).toBeInTheDocument();
    expect(screen.getByText('Total amount payable')).toBeInTheDocument();
    expect(screen.getByText('Rate given in the offer')).toBeInTheDocument();
  });

  it('speaks Norwegian, amounts, rates and dates included, when that is chosen', () => {
    const figures = calculation();
    renderWithLocale(
      <>
        <CalculationFigures calculation={figures} />
        <PaymentPlanTable calculation={figures} />
      </>,
      { language: 'nb' },
    );
    expect(
      screen.getAllByText(formatAmount(figures.termAmount, 'nb-NO').replace(/\s+/g, ' '))[0],
    ).toHaveTextContent(/^\d+ \d{3},\d{2} kr$/);
    const normalise = (text: string) => text.replace(/\s+/g, ' ');
    expect(
      screen.getByText(normalise(formatPercent(figures.effectiveInterestRate, 'nb-NO'))),
    ).toHaveTextContent(/^\d+,\d{2} %$/);
    const firstDue = figures.paymentPlan?.[0]?.dueDate ?? '';
    expect(screen.getByText(normalise(formatDate(firstDue, 'nb-NO')))).toBeInTheDocument();
    expect(screen.getByText('Betaling per måned')).toBeInTheDocument();
    expect(screen.getByText('Effektiv rente')).toBeInTheDocument();
    expect(screen.getByText('Kredittkostnad')).toBeInTheDocument();
    expect(screen.getByText('Annuitetslån')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Nedbetalingsplan' })).toBeInTheDocument();
  });

  it('lists every term of the plan in a table', () => {
    renderWithLocale(<PaymentPlanTable calculation={calculation()} />);
    const table = screen.getByRole('table', { name: 'Payment plan' });
    // A header row and one row per term.
    expect(within(table).getAllByRole('row')).toHaveLength(13);
  });

  it('closes a lease’s plan with its residual value, the last term’s interest included', () => {
    const lease = calculation({
      object: { purchasePrice: { amount: 500_000 } },
      financialParameters: {
        loanType: 'Leasing',
        terms: { termCount: 36, termLength: 1 },
        interestRate: 5.9,
        residualValue: { amount: 200_000 },
      },
      includePaymentPlan: true,
      deliveryDate: '2026-01-15',
    });
    renderWithLocale(<PaymentPlanTable calculation={lease} />);
    const closing = screen.getByRole('row', { name: /^Residual value at the end/ });
    const cells = within(closing)
      .getAllByRole('cell')
      .map((cell) => cell.textContent.replace(/[\u00a0\u202f]/g, ' '));
    // Payment, interest (199 021.48 grows by one term to 200 000), principal, fees, balance.
    expect(cells).toEqual(['NOK 200,000.00', 'NOK 978.52', 'NOK 199,021.48', '', 'NOK 0.00']);
  });

  it('describes the chart in words', () => {
    renderWithLocale(<PaymentPlanChart calculation={calculation()} />);
    const chart = screen.getByRole('img', { name: /Balance and interest over time/ });
    expect(chart).toHaveAccessibleName(/Over 12 terms.*the balance falls from/);
  });

  it('says so when there is no plan', () => {
    const { paymentPlan: _plan, ...withoutPlan } = calculation();
    renderWithLocale(<PaymentPlanTable calculation={withoutPlan} />);
    expect(screen.getByText(/No payment plan/)).toBeInTheDocument();
  });
});
