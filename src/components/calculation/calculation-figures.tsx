import type { ReactNode } from 'react';
import type { Calculation } from '../../domain/contract';
import { useLocale } from '../../lib/locale';
import { rateSourceLabel } from './rate-source-label';
import './calculation.css';

export interface CalculationFiguresProps {
  calculation: Calculation;
  /** Heading above the figures; none when the surrounding section already names them. */
  title?: ReactNode;
  /** Level of that heading, to fit the page's outline. Default 2. */
  headingLevel?: 2 | 3 | 4;
  /** Replaces the rate source text, e.g. with the campaign's name. */
  rateSourceText?: ReactNode;
  /** Extra class for layout by the page. */
  className?: string;
}

const TERM_LENGTH_WORDS: Record<number, string> = {
  1: 'month',
  3: 'quarter',
  6: 'half-year',
  12: 'year',
};

/**
 * The figures of an offer a customer decides on: the payment per term first, then the rates,
 * what is financed and the legally required totals (effective rate, total credit cost, total
 * amount payable).
 */
export function CalculationFigures({
  calculation,
  title,
  headingLevel = 2,
  rateSourceText,
  className,
}: CalculationFiguresProps) {
  const { amount, percent } = useLocale();
  const Heading = `h${headingLevel}` as const;
  const per = TERM_LENGTH_WORDS[calculation.termLength] ?? `${calculation.termLength} months`;
  return (
    <section
      className={['calculation-figures', className].filter(Boolean).join(' ')}
      aria-label={title === undefined ? 'Figures' : undefined}
    >
      {title === undefined ? null : (
        <Heading className="calculation-figures__title">{title}</Heading>
      )}
      <p className="calculation-figures__payment">
        <span className="calculation-figures__payment-label">Payment per {per}</span>{' '}
        <strong className="calculation-figures__payment-value" data-figure="termAmount">
          {amount(calculation.termAmount)}
        </strong>
      </p>
      <dl className="calculation-figures__list">
        <Figure label="Effective interest rate" figure="effectiveInterestRate">
          {percent(calculation.effectiveInterestRate)}
        </Figure>
        <Figure label="Nominal interest rate" figure="nominalInterestRate">
          {percent(calculation.nominalInterestRate)}
        </Figure>
        <Figure label="Rate from" figure="interestRateSource">
          {rateSourceText ?? rateSourceLabel(calculation)}
        </Figure>
        <Figure label="Loan type" figure="loanType">
          {calculation.loanType}
        </Figure>
        <Figure label="Terms" figure="termCount">
          {calculation.termCount} × {calculation.termLength}{' '}
          {calculation.termLength === 1 ? 'month' : 'months'}
        </Figure>
        <Figure label="Cash price" figure="cashPrice">
          {amount(calculation.cashPrice)}
        </Figure>
        <Figure label="Credit amount" figure="creditAmount">
          {amount(calculation.creditAmount)}
        </Figure>
        <Figure label="Financed amount" figure="financedAmount">
          {amount(calculation.financedAmount)}
        </Figure>
        {calculation.residualValue > 0 ? (
          <Figure label="Residual value" figure="residualValue">
            {amount(calculation.residualValue)}
          </Figure>
        ) : null}
        <Figure label="Total interest" figure="totalInterest">
          {amount(calculation.totalInterest)}
        </Figure>
        <Figure label="Total fees" figure="totalFees">
          {amount(calculation.totalFees)}
        </Figure>
        <Figure label="Total credit cost" figure="totalCreditCost" emphasis>
          {amount(calculation.totalCreditCost)}
        </Figure>
        <Figure label="Total amount payable" figure="totalAmountPayable" emphasis>
          {amount(calculation.totalAmountPayable)}
        </Figure>
      </dl>
    </section>
  );
}

function Figure({
  label,
  figure,
  emphasis = false,
  children,
}: {
  label: string;
  figure: string;
  emphasis?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={
        emphasis
          ? 'calculation-figures__item calculation-figures__item--legal'
          : 'calculation-figures__item'
      }
    >
      <dt>{label}</dt>
      <dd data-figure={figure}>{children}</dd>
    </div>
  );
}
