import type { Application } from '../../../domain/contract';
import { formatDateTime } from '../../../domain/format';
import { codeChunk, useCodeChunk } from '../../../lib/code-chunk';
import { useLocale } from '../../../lib/locale';
import { ContractPanel } from './contract-panel';

/**
 * The delivery form, and the form library with it (15 KB), load only for an application that
 * waits for its delivery: an application's page is opened far more often than it is delivered.
 * A chunk that fails to load fails the screen, as the screen's own chunk would.
 */
const deliveryFormChunk = codeChunk(() => import('./delivery-form'));

function DeliveryFormOnceLoaded({ applicationId }: { applicationId: number }) {
  const form = useCodeChunk(deliveryFormChunk);
  return form === undefined ? null : <form.DeliveryForm applicationId={applicationId} />;
}

/** The deal after approval, in its order: the contract, the delivery, the payout. */
export function DealPanel({ application }: { application: Application }) {
  const { t, amount, locale } = useLocale();
  const { delivery, payout } = application;
  return (
    <>
      <ContractPanel application={application} />
      {application.status === 'Signed' && delivery === undefined ? (
        <DeliveryFormOnceLoaded applicationId={application.applicationId} />
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
