import { useId } from 'react';
import { useLocale } from '../../../lib/locale';
import { useOfferCalculation } from '../hooks/offer-calculation';
import { FiguresStatus } from './figures-status';

const PER_TERM: Record<number, string> = { 1: 'month', 3: 'quarter', 6: 'half-year', 12: 'year' };

/** The payment as the dealer types, beside every step: the engine's figure, no waiting. */
export function LivePayment() {
  const { figures } = useOfferCalculation();
  const { amount, percent } = useLocale();
  const headingId = useId();
  const calculation = figures.status === 'incomplete' ? undefined : figures.calculation;
  return (
    <aside className="live-payment" aria-labelledby={headingId}>
      <h2 id={headingId} className="live-payment__title">
        Payment
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
              per {PER_TERM[calculation.termLength] ?? 'term'}
            </span>
          </p>
          <dl className="live-payment__facts">
            <div>
              <dt>Effective rate</dt>
              <dd>{percent(calculation.effectiveInterestRate)}</dd>
            </div>
            <div>
              <dt>Financed</dt>
              <dd>{amount(calculation.financedAmount)}</dd>
            </div>
            <div>
              <dt>Total payable</dt>
              <dd>{amount(calculation.totalAmountPayable)}</dd>
            </div>
          </dl>
        </>
      )}
      <FiguresStatus figures={figures} />
    </aside>
  );
}
