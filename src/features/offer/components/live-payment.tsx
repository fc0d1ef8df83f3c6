import { useId } from 'react';
import { PaymentHeadline } from '../../../components/calculation';
import { Fact } from '../../../components/fact';
import { useLocale } from '../../../lib/locale';
import { useOfferCalculation } from '../hooks/offer-calculation';
import { useMediaQuery } from '../hooks/use-media-query';
import { FiguresStatus } from './figures-status';

/** Where offer.css turns the panel beside the step into the bar at the bottom. */
const NARROW_SCREEN = '(max-width: 60rem)';

/**
 * The payment as the dealer types, the engine's figure with no waiting: a panel beside the step
 * on a wide screen, a compact bar kept at the bottom of a narrow one (offer.css). The result
 * step's figures head the page: there the bar is shown on a narrow screen only, as the grid and
 * the applicant below scroll them away.
 */
export function LivePayment({ onResultStep = false }: { onResultStep?: boolean }) {
  const isNarrow = useMediaQuery(NARROW_SCREEN);
  const { figures } = useOfferCalculation();
  const { percent, amount, t } = useLocale();
  const headingId = useId();
  if (onResultStep && !isNarrow) return null;
  const calculation = figures.status === 'incomplete' ? undefined : figures.calculation;
  return (
    <aside className="live-payment" aria-labelledby={headingId}>
      <h2 id={headingId} className="live-payment__title">
        {t('offer.live.title')}
      </h2>
      {calculation === undefined ? (
        <p className="live-payment__empty" data-live-payment="">
          –
        </p>
      ) : (
        <>
          <PaymentHeadline
            calculation={calculation}
            className="live-payment__headline"
            valueProps={{ 'data-live-payment': '' }}
          />
          <dl className="live-payment__facts">
            {/* The one fact the bar at the bottom of a phone keeps beside the payment. */}
            <Fact label={t('offer.live.effectiveRate')} className="live-payment__rate">
              <span data-live-rate="">{percent(calculation.effectiveInterestRate)}</span>
            </Fact>
            <Fact label={t('offer.live.financed')}>{amount(calculation.financedAmount)}</Fact>
            <Fact label={t('offer.live.totalPayable')}>
              {amount(calculation.totalAmountPayable)}
            </Fact>
          </dl>
        </>
      )}
      <FiguresStatus figures={figures} />
    </aside>
  );
}
