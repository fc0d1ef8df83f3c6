import type { ReactNode } from 'react';
import type { Calculation } from '../../domain/contract';
import { useLocale } from '../../lib/locale';
import { PaymentHeadline } from './payment-headline';
import { rateSourceLabel, type RateSourceNames } from './rate-source-label';
import '../figure-list.css';
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
  const { percent, t } = useLocale();
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
      <dl className="figure-list calculation-figures__list">
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
        <AmountFigure calculation={calculation} figure="cashPrice" />
        <AmountFigure calculation={calculation} figure="creditAmount" />
        <AmountFigure calculation={calculation} figure="financedAmount" />
        {calculation.residualValue > 0 ? (
          <AmountFigure calculation={calculation} figure="residualValue" />
        ) : null}
        <AmountFigure calculation={calculation} figure="totalInterest" />
        <AmountFigure calculation={calculation} figure="totalFees" />
        <AmountFigure calculation={calculation} figure="totalCreditCost" emphasis />
        <AmountFigure calculation={calculation} figure="totalAmountPayable" emphasis />
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

/** The figures in kroner, each labelled by its own name. */
type AmountFigureName =
  | 'cashPrice'
  | 'creditAmount'
  | 'financedAmount'
  | 'residualValue'
  | 'totalInterest'
  | 'totalFees'
  | 'totalCreditCost'
  | 'totalAmountPayable';

function AmountFigure({
  calculation,
  figure,
  emphasis = false,
}: {
  calculation: Calculation;
  figure: AmountFigureName;
  emphasis?: boolean;
}) {
  const { amount, t } = useLocale();
  return (
    <Figure label={t(`common.figures.${figure}`)} figure={figure} emphasis={emphasis}>
      {amount(calculation[figure])}
    </Figure>
  );
}
