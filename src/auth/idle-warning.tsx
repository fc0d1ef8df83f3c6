import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useLocale } from '../lib/locale';
import './idle-warning.css';

/**
 * The minute before an idle sign-out: says so, and lets the user stay. Everything else on the
 * page is inert meanwhile, so Tab and a screen reader stay in the warning.
 */
export function IdleWarning({ secondsLeft, onStay }: { secondsLeft: number; onStay: () => void }) {
  const { t } = useLocale();
  const titleId = useId();
  const warning = useRef<HTMLDivElement>(null);
  const stayButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const madeInert = [...document.body.children].filter(
      (element) => element !== warning.current && !element.hasAttribute('inert'),
    );
    for (const element of madeInert) element.setAttribute('inert', '');
    stayButton.current?.focus();
    return () => {
      for (const element of madeInert) element.removeAttribute('inert');
    };
  }, []);
  return createPortal(
    <div
      ref={warning}
      className="idle-warning"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
    >
      <div className="idle-warning__box">
        <h2 id={titleId}>{t('common.idle.title')}</h2>
        <p>{t('common.idle.lead', { secondsLeft })}</p>
        <p className="actions">
          <button type="button" ref={stayButton} onClick={onStay}>
            {t('common.idle.stay')}
          </button>
        </p>
      </div>
    </div>,
    document.body,
  );
}
