import { Link } from 'react-router-dom';
import { useUnseenChanges } from '../lib/live-changes';
import { useLocale } from '../lib/locale';

/** How many unseen applications the notice names; the rest it counts. */
const NAMED = 3;

/** Beside "My applications": how many of the user's applications changed unseen. */
export function UnseenChangesCount() {
  const { t } = useLocale();
  const count = useUnseenChanges().length;
  if (count === 0) return null;
  return (
    <span className="unseen-count" aria-label={t('common.live.unseenCount', { count })}>
      {count}
    </span>
  );
}

/**
 * Under the header: names the user's applications that changed and are not yet seen, each a
 * link to it. A status region, so a screen reader tells it as it comes without moving focus.
 */
export function LiveNotice() {
  const { t } = useLocale();
  const unseen = useUnseenChanges();
  return (
    <div role="status" className="live-notice">
      {unseen.length > 0 && (
        <p>
          {t('common.live.changed')}{' '}
          {unseen.slice(0, NAMED).map(({ applicationId, status }, index) => (
            <span key={applicationId}>
              {index > 0 && ', '}
              <Link to={`/applications/${applicationId}`}>
                {t('common.live.application', {
                  id: applicationId,
                  status: t(`common.applicationStatus.${status}`),
                })}
              </Link>
            </span>
          ))}
          {unseen.length > NAMED && ` ${t('common.live.more', { count: unseen.length - NAMED })}`}
        </p>
      )}
    </div>
  );
}
