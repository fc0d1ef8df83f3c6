import { useLocale } from '../../../lib/locale';
import { OFFER_STEPS } from '../model/offer-steps';

interface OfferProgressProps {
  current: number;
  /** The furthest step reached; steps up to it can be revisited. */
  reached: number;
  onSelect: (step: number) => void;
}

/** Where the dealer is among the steps; steps already reached can be opened again. */
export function OfferProgress({ current, reached, onSelect }: OfferProgressProps) {
  const { t } = useLocale();
  return (
    <nav aria-label={t('offer.progress.label')} className="offer-progress">
      <ol>
        {OFFER_STEPS.map((step, index) => {
          const state: 'current' | 'done' | 'todo' =
            index === current ? 'current' : index < current ? 'done' : 'todo';
          const label = t('offer.progress.step', { number: index + 1, title: t(step.title) });
          return (
            <li key={step.id} className={`offer-progress__step offer-progress__step--${state}`}>
              {index <= reached && index !== current ? (
                <button
                  type="button"
                  className="offer-progress__button"
                  onClick={() => {
                    onSelect(index);
                  }}
                >
                  {label}
                  {state === 'done' ? (
                    <span className="offer-visually-hidden">{t('offer.progress.done')}</span>
                  ) : null}
                </button>
              ) : (
                <span aria-current={index === current ? 'step' : undefined}>{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
