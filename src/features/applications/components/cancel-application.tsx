import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { canMoveApplication } from '../../../domain/application-status';
import {
  CANCEL_REASON_CODES,
  PORTAL_API,
  type Application,
  type CancelApplicationBody,
} from '../../../domain/contract';
import { describeError } from '../../../lib/api-errors';
import { callApi } from '../../../lib/api-client';
import type { MessageId } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import { applicationQueries } from '../api/application-queries';

type CancelReason = CancelApplicationBody['reasonCode'];

const REASON_LABELS: Record<CancelReason, MessageId> = {
  CUSTOMER_WITHDREW: 'applications.cancel.reason.customerWithdrew',
  FINANCED_ELSEWHERE: 'applications.cancel.reason.financedElsewhere',
  OFFER_REPLACED: 'applications.cancel.reason.offerReplaced',
  DEALER_CANCELLED: 'applications.cancel.reason.dealerCancelled',
};

/**
 * The dealer cancels an application before it is paid out, saying why; behind a disclosure, so
 * it is never pressed by accident, and only while the state machine allows it.
 */
export function CancelApplication({ application }: { application: Application }) {
  const { t } = useLocale();
  const queryClient = useQueryClient();
  const id = useId();
  const [reasonCode, setReasonCode] = useState<CancelReason | ''>('');
  const { applicationId } = application;
  const cancel = useMutation({
    mutationFn: (body: CancelApplicationBody) =>
      callApi(PORTAL_API.cancelApplication, { params: { id: applicationId }, body }),
    onSuccess: (cancelled) => {
      queryClient.setQueryData(applicationQueries.detail(applicationId).queryKey, cancelled);
      void queryClient.invalidateQueries({ queryKey: applicationQueries.lists() });
    },
  });
  if (!canMoveApplication(application.status, 'Cancelled')) return null;
  return (
    <details className="cancel-application">
      <summary>{t('applications.cancel.open')}</summary>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (reasonCode !== '') cancel.mutate({ reasonCode });
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-reason`}>{t('applications.cancel.reason')}</label>
          <select
            id={`${id}-reason`}
            value={reasonCode}
            required
            onChange={(event) => {
              setReasonCode(event.target.value as CancelReason | '');
            }}
          >
            <option value="">{t('applications.cancel.choose')}</option>
            {CANCEL_REASON_CODES.map((code) => (
              <option key={code} value={code}>
                {t(REASON_LABELS[code])}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          className="button--danger"
          disabled={reasonCode === '' || cancel.isPending}
        >
          {t('applications.cancel.confirm', { id: applicationId })}
        </button>
        {cancel.isError ? (
          <p className="field__error" role="alert">
            {describeError(cancel.error)}
          </p>
        ) : null}
      </form>
    </details>
  );
}
