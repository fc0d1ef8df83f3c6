import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { LiveChange } from '../domain/contract';
import { useUnseenChanges } from '../lib/live-changes';
import { PAGE_TITLE_ID } from '../components/page';
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
 * moving focus; laid over the page, so nothing moves under the pointer as it comes. The user can
 * hide it until a further change (the count beside "My applications" stays); the button is
 * outside the region, so it is not read out with every change.
 */
export function LiveNotice() {
  const { t } = useLocale();
  const unseen = useUnseenChanges();
  // What the user hid: these changes, each known by its application and time.
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const shown = unseen.filter((change) => !hidden.has(changeKey(change)));
  const hide = () => {
    setHidden(new Set(unseen.map(changeKey)));
    // The button goes with the notice: the page's heading takes the focus rather than nothing.
    document.getElementById(PAGE_TITLE_ID)?.focus();
  };
  return (
    <div className={shown.length > 0 ? 'live-notice live-notice--shown' : 'live-notice'}>
      <div role="status" className="live-notice__words">
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
          </p>
        )}
      </div>
      {shown.length > 0 && (
        <button type="button" className="live-notice__hide" onClick={hide}>
          {t('common.live.hide')}
        </button>
      )}
    </div>
  );
}

/** A change of the same application at another time is a further change, whatever its status. */
const changeKey = ({ applicationId, at }: LiveChange) => `${applicationId} ${at}`;
