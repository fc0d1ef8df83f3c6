import type { HTMLAttributes } from 'react';
import type { Calculation } from '../../domain/contract';
import { useLocale } from '../../lib/locale';
import { paymentShapeOf } from './payment-shape';

export interface PaymentHeadlineProps {
  calculation: Calculation;
  /** Extra class for the surrounding's sizes. */
  className?: string;
  /** Put on the first payment's value, for tests and measurements to find it. */
  valueProps?: HTMLAttributes<HTMLElement> & Record<`data-${string}`, string>;
}

/**
 * The payment as the loan type has it: an annuity's payment per term; a serial loan's first and
 * last payment, and that it falls; a lease's rent and what is left to settle when it ends.
 */
export function PaymentHeadline({ calculation, className, valueProps }: PaymentHeadlineProps) {
  const { amount, t } = useLocale();
  const shape = paymentShapeOf(calculation);
  const { termLength } = calculation;
  const line = (label: string, value: number, props?: PaymentHeadlineProps['valueProps']) => (
    <p className="payment-headline__line">
      <span className="payment-headline__label">{label}</span>{' '}
      <strong className="payment-headline__value" {...props}>
        {amount(value)}
      </strong>
    </p>
  );
  const note = (text: string) => <p className="payment-headline__note">{text}</p>;
  let content;
  switch (shape.kind) {
    case 'level':
      content = line(t('common.figures.paymentPer', { termLength }), shape.payment, valueProps);
      break;
    case 'falling':
      content = (
        <>
          {line(t('common.figures.firstPayment'), shape.firstPayment, valueProps)}
          {shape.lastPayment === undefined
            ? null
            : line(t('common.figures.lastPayment'), shape.lastPayment)}
          {note(t('common.figures.paymentFalls', { termLength }))}
        </>
      );
      break;
    case 'lease':
      content = (
        <>
          {line(t('common.figures.rentPer', { termLength }), shape.rent, valueProps)}
          {shape.residualValue > 0
            ? note(t('common.figures.leaseEnd', { residualValue: amount(shape.residualValue) }))
            : null}
        </>
      );
      break;
  }
  return <div className={['payment-headline', className].filter(Boolean).join(' ')}>{content}</div>;
}
