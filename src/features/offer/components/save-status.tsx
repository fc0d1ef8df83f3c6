import { useState } from 'react';
import { formatTime } from '../../../lib/format';
import { useLocale } from '../../../lib/locale';
import type { SaveState } from '../hooks/use-offer-autosave';

interface SaveStatusProps {
  state: SaveState;
  onRetry: () => void;
  onLoadNewer: () => Promise<void>;
  onKeepAsCopy: () => Promise<void>;
}

/**
 * Where the saved offer stands: "Saving…", "Saved 14:32", or, when another tab saved it first,
 * the dealer's choice between the newer version and their own as a copy.
 */
export function SaveStatus({ state, onRetry, onLoadNewer, onKeepAsCopy }: SaveStatusProps) {
  const { t, locale } = useLocale();
  const [choosing, setChoosing] = useState(false);
  const [choiceFailed, setChoiceFailed] = useState(false);

  if (state.kind === 'conflict') {
    const choose = (choice: () => Promise<void>) => {
      setChoosing(true);
      setChoiceFailed(false);
      choice()
        .catch(() => {
          setChoiceFailed(true);
        })
        .finally(() => {
          setChoosing(false);
        });
    };
    // Loading the newer version comes first; keeping this one as a copy is the other way.
    const choices = [
      { label: 'offer.save.conflict.loadNewer', choice: onLoadNewer, className: undefined },
      {
        label: 'offer.save.conflict.keepCopy',
        choice: onKeepAsCopy,
        className: 'button--secondary',
      },
    ] as const;
    return (
      <div className="save-conflict" role="alert">
        <p>
          <strong>{t('offer.save.conflict.title')}</strong> {t('offer.save.conflict.text')}
        </p>
        <div className="save-conflict__choices">
          {choices.map(({ label, choice, className }) => (
            <button
              key={label}
              type="button"
              className={className}
              disabled={choosing}
              onClick={() => {
                choose(choice);
              }}
            >
              {t(label)}
            </button>
          ))}
        </div>
        {choiceFailed ? <p>{t('offer.save.conflict.failed')}</p> : null}
      </div>
    );
  }

  return (
    <p className="save-status no-print" role="status">
      {state.kind === 'saving' ? t('offer.save.saving') : null}
      {state.kind === 'saved'
        ? t('offer.save.saved', { time: formatTime(state.at, locale) })
        : null}
      {state.kind === 'failed' ? (
        <>
          {t('offer.save.failed')}{' '}
          <button type="button" className="button--link" onClick={onRetry}>
            {t('common.action.tryAgain')}
          </button>
        </>
      ) : null}
    </p>
  );
}
