import { useMutation } from '@tanstack/react-query';
import { generatePath, Link, useNavigate } from 'react-router-dom';
import { PAGES } from '../../../domain/access';
import { describeError } from '../../../lib/api-errors';
import { useLocale } from '../../../lib/locale';
import { offerPath, savedOffers } from '../api/saved-offers';

interface SentOfferNoticeProps {
  offerId: string;
  applicationId: number;
}

/**
 * An offer sent as an application no longer changes: the page says so, leads to the
 * application, and starts another offer from a copy of this one.
 */
export function SentOfferNotice({ offerId, applicationId }: SentOfferNoticeProps) {
  const { t } = useLocale();
  const navigate = useNavigate();
  const copy = useMutation({
    mutationFn: () => savedOffers.copy(offerId),
    onSuccess: (copied) => {
      void navigate(offerPath(copied.offerId));
    },
  });
  return (
    <div className="notice sent-offer no-print" role="status">
      <p>
        {t('offer.sent.notice', { applicationId })}{' '}
        <Link to={generatePath(PAGES.application.path, { applicationId: String(applicationId) })}>
          {t('offer.sent.open', { applicationId })}
        </Link>
      </p>
      <button
        type="button"
        className="button--secondary"
        onClick={() => {
          copy.mutate();
        }}
        disabled={copy.isPending}
      >
        {t('offer.sent.copy')}
      </button>
      {copy.isError ? <p role="alert">{describeError(copy.error)}</p> : null}
    </div>
  );
}
