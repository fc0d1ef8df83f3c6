import { useEffect, useId, useRef } from 'react';
import './idle-warning.css';

/** The minute before an idle sign-out: says so, and lets the user stay. */
export function IdleWarning({ secondsLeft, onStay }: { secondsLeft: number; onStay: () => void }) {
  const titleId = useId();
  const stayButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    stayButton.current?.focus();
  }, []);
  return (
    <div className="idle-warning" role="alertdialog" aria-modal="true" aria-labelledby={titleId}>
      <div className="idle-warning__box">
        <h2 id={titleId}>Are you still there?</h2>
        <p>
          You have not used the portal for a while. For the customer&apos;s safety you will be
          signed out in {secondsLeft} seconds, and the offer in progress will be cleared.
        </p>
        <p className="actions">
          <button type="button" ref={stayButton} onClick={onStay}>
            Stay signed in
          </button>
        </p>
      </div>
    </div>
  );
}
