import { useRef, useState } from 'react';

/** Clearing loses everything typed, so it asks once, in place (no dialog to dismiss). */
export function ClearOffer({ onClear }: { onClear: () => void }) {
  const [isAsking, setIsAsking] = useState(false);
  const clearButton = useRef<HTMLButtonElement>(null);
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
        Clear offer
      </button>
    );
  }
  return (
    <div className="clear-offer" role="group" aria-label="Clear the offer">
      <span>Clear everything typed in this offer?</span>
      <button
        type="button"
        autoFocus
        onClick={() => {
          setIsAsking(false);
          onClear();
        }}
      >
        Yes, clear it
      </button>
      <button
        type="button"
        className="button--secondary"
        onClick={() => {
          setIsAsking(false);
        }}
      >
        Keep it
      </button>
    </div>
  );
}
