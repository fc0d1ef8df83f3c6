import type { Application } from '../../../domain/contract';
import { formatDateTime } from '../../../domain/format';
import { useLocale } from '../../../lib/locale';
import { ContractPanel } from './contract-panel';
import { DeliveryForm } from './delivery-form';

/** The deal after approval, in its order: the contract, the delivery, the payout. */
export function DealPanel({ application }: { application: Application }) {
  const { t, amount, locale } = useLocale();
  const { delivery, payout } = application;
  return (
    <>
      <ContractPanel application={application} />
      {application.status === 'Signed' && delivery === undefined ? (
        <DeliveryForm applicationId={application.applicationId} />
      ) : null}
      {delivery === undefined ? null : (
        <p>
          {t('applications.delivery.confirmed', {
            time: formatDateTime(delivery.deliveredAt, locale),
            chassisNumber: delivery.chassisNumber,
            odometerKm: delivery.odometerKm,
          })}
        </p>
      )}
      {application.status === 'Signed' && delivery !== undefined ? (
        <p>{t('applications.payout.requested')}</p>
      ) : null}
      {payout === undefined ? null : (
        <p className="payout">
          {t('applications.payout.paid', {
            amount: amount(payout.payoutAmount),
            time: formatDateTime(payout.paidOutAt, locale),
          })}
        </p>
      )}
    </>
  );
}
