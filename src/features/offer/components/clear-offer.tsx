import { useRef, useState } from 'react';
import { useLocale } from '../../../lib/locale';

/** Clearing loses everything typed, so it asks once, in place (no dialog to dismiss). */
export function ClearOffer({ onClear }: { onClear: () => void }) {
  const [isAsking, setIsAsking] = useState(false);
  const clearButton = useRef<HTMLButtonElement>(null);
  const { t } = useLocale();
  if (!isAsking) {
    return (
      <button
        type="button"
        className="button--secondary"
        ref={clearButton}
        onClick={() => {
          setIsAsking(true);
        }}
      >
        {t('offer.clear.button')}
      </button>
    );
  }
  return (
    <div className="clear-offer" role="group" aria-label={t('offer.clear.group')}>
      <span>{t('offer.clear.question')}</span>
      <button
        type="button"
        autoFocus
        onClick={() => {
          setIsAsking(false);
          onClear();
        }}
      >
        {t('offer.clear.confirm')}
      </button>
      <button
        type="button"
        className="button--secondary"
        onClick={() => {
          setIsAsking(false);
        }}
      >
        {t('offer.clear.keep')}
      </button>
    </div>
  );
}
