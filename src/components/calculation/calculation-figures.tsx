import type { ReactNode } from 'react';
import type { Calculation } from '../../domain/contract';
import { useLocale } from '../../lib/locale';
import { PaymentHeadline } from './payment-headline';
import { rateSourceLabel, type RateSourceNames } from './rate-source-label';
import './calculation.css';

export interface CalculationFiguresProps {
  calculation: Calculation;
  /** Heading above the figures; none when the surrounding section already names them. */
  title?: ReactNode;
  /** Level of that heading, to fit the page's outline. Default 2. */
  headingLevel?: 2 | 3 | 4;
  /** The campaign's and funding interest's names, where known, to name the rate's source. */
  rateSourceNames?: RateSourceNames;
  /** Extra class for layout by the page. */
  className?: string;
}

/**
 * The figures of an offer a customer decides on: the payment per term first, then the rates,
 * what is financed and the legally required totals (effective rate, total credit cost, total
 * amount payable).
 */
export function CalculationFigures({
  calculation,
  title,
  headingLevel = 2,
  rateSourceNames,
  className,
}: CalculationFiguresProps) {
  const { amount, percent, t } = useLocale();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      className={['calculation-figures', className].filter(Boolean).join(' ')}
      aria-label={title === undefined ? t('common.figures.label') : undefined}
    >
      {title === undefined ? null : (
        <Heading className="calculation-figures__title">{title}</Heading>
      )}
      <PaymentHeadline
        calculation={calculation}
        className="calculation-figures__payment"
        valueProps={{ 'data-figure': 'termAmount' }}
      />
      <dl className="calculation-figures__list">
        <Figure label={t('common.figures.effectiveRate')} figure="effectiveInterestRate">
          {percent(calculation.effectiveInterestRate)}
        </Figure>
        <Figure label={t('common.figures.nominalRate')} figure="nominalInterestRate">
          {percent(calculation.nominalInterestRate)}
        </Figure>
        <Figure label={t('common.figures.rateFrom')} figure="interestRateSource">
          {rateSourceLabel(calculation, t, rateSourceNames)}
        </Figure>
        <Figure label={t('common.figures.loanType')} figure="loanType">
          {t(`common.loanType.${calculation.loanType}`)}
        </Figure>
        <Figure label={t('common.figures.terms')} figure="termCount">
          {t('common.figures.termsValue', {
            termCount: calculation.termCount,
            termLength: calculation.termLength,
          })}
        </Figure>
        <Figure label={t('common.figures.cashPrice')} figure="cashPrice">
          {amount(calculation.cashPrice)}
        </Figure>
        <Figure label={t('common.figures.creditAmount')} figure="creditAmount">
          {amount(calculation.creditAmount)}
        </Figure>
        <Figure label={t('common.figures.financedAmount')} figure="financedAmount">
          {amount(calculation.financedAmount)}
        </Figure>
        {calculation.residualValue > 0 ? (
          <Figure label={t('common.figures.residualValue')} figure="residualValue">
            {amount(calculation.residualValue)}
          </Figure>
        ) : null}
        <Figure label={t('common.figures.totalInterest')} figure="totalInterest">
          {amount(calculation.totalInterest)}
        </Figure>
        <Figure label={t('common.figures.totalFees')} figure="totalFees">
          {amount(calculation.totalFees)}
        </Figure>
        <Figure label={t('common.figures.totalCreditCost')} figure="totalCreditCost" emphasis>
          {amount(calculation.totalCreditCost)}
        </Figure>
        <Figure label={t('common.figures.totalAmountPayable')} figure="totalAmountPayable" emphasis>
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
