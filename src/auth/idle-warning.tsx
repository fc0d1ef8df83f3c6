import { useEffect, useId, useRef } from 'react';
import { useLocale } from '../lib/locale';
import './idle-warning.css';

/** The minute before an idle sign-out: says so, and lets the user stay. */
export function IdleWarning({ secondsLeft, onStay }: { secondsLeft: number; onStay: () => void }) {
  const { t } = useLocale();
  const titleId = useId();
  const stayButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    stayButton.current?.focus();
  }, []);
  return (
    <div className="idle-warning" role="alertdialog" aria-modal="true" aria-labelledby={titleId}>
      <div className="idle-warning__box">
        <h2 id={titleId}>{t('common.idle.title')}</h2>
        <p>{t('common.idle.lead', { secondsLeft })}</p>
        <p className="actions">
          <button type="button" ref={stayButton} onClick={onStay}>
            {t('common.idle.stay')}
          </button>
        </p>
      </div>
    </div>
  );
}
