import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { LiveChange } from '../domain/contract';
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
 * Under the header, over the page: names the user's applications that changed and are not yet
 * seen, each a link to it. A status region, so a screen reader tells it as it comes without
 * moving focus; laid over the page, so nothing moves under the pointer as it comes, and the user
 * can hide it (the count beside "My applications" stays).
 */
export function LiveNotice() {
  const { t } = useLocale();
  const unseen = useUnseenChanges();
  // Hidden by the user: these changes; a later one shows the notice again.
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const shown = unseen.filter((change) => !hidden.has(changeKey(change)));
  return (
    <div role="status" className="live-notice">
      {shown.length > 0 && (
        <p>
          {t('common.live.changed')}{' '}
          {shown.slice(0, NAMED).map(({ applicationId, status }, index) => (
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
          {shown.length > NAMED && ` ${t('common.live.more', { count: shown.length - NAMED })}`}
          <button
            type="button"
            className="live-notice__hide"
            onClick={() => {
              setHidden(new Set(unseen.map(changeKey)));
            }}
          >
            {t('common.live.hide')}
          </button>
        </p>
      )}
    </div>
  );
}

const changeKey = ({ applicationId, status }: LiveChange) => `${applicationId} ${status}`;
