import { OFFER_STEPS } from '../model/offer-steps';

interface OfferProgressProps {
  current: number;
  /** The furthest step reached; steps up to it can be revisited. */
  reached: number;
  onSelect: (step: number) => void;
}

/** Where the dealer is among the steps; steps already reached can be opened again. */
export function OfferProgress({ current, reached, onSelect }: OfferProgressProps) {
  return (
    <nav aria-label="Offer steps" className="offer-progress">
      <ol>
        {OFFER_STEPS.map((step, index) => {
          const state = index === current ? 'current' : index < current ? 'done' : 'todo';
          const label = `${index + 1}. ${step.title}`;
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
                  {state === 'done' ? <span className="offer-visually-hidden"> (done)</span> : null}
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
