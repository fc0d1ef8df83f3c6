import { useId } from 'react';
import { useLocale } from '../../../lib/locale';
import { useOfferCalculation } from '../hooks/offer-calculation';
import { FiguresStatus } from './figures-status';

/** The payment as the dealer types, beside every step: the engine's figure, no waiting. */
export function LivePayment() {
  const { figures } = useOfferCalculation();
  const { amount, percent, t } = useLocale();
  const headingId = useId();
  const calculation = figures.status === 'incomplete' ? undefined : figures.calculation;
  return (
    <aside className="live-payment" aria-labelledby={headingId}>
      <h2 id={headingId} className="live-payment__title">
        {t('offer.live.title')}
      </h2>
      {calculation === undefined ? (
        <p className="live-payment__value live-payment__value--empty" data-live-payment="">
          –
        </p>
      ) : (
        <>
          <p className="live-payment__value">
            <span data-live-payment="">{amount(calculation.termAmount)}</span>
            <span className="live-payment__per">
              {' '}
              {t('offer.live.per', { termLength: calculation.termLength })}
            </span>
          </p>
          <dl className="live-payment__facts">
            <div>
              <dt>{t('offer.live.effectiveRate')}</dt>
              <dd>{percent(calculation.effectiveInterestRate)}</dd>
            </div>
            <div>
              <dt>{t('offer.live.financed')}</dt>
              <dd>{amount(calculation.financedAmount)}</dd>
            </div>
            <div>
              <dt>{t('offer.live.totalPayable')}</dt>
              <dd>{amount(calculation.totalAmountPayable)}</dd>
            </div>
          </dl>
        </>
      )}
      <FiguresStatus figures={figures} />
    </aside>
  );
}
