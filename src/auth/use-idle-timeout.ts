import { useCallback, useEffect, useRef, useState } from 'react';

/** What counts as using the portal. */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'scroll', 'touchstart'];

/** How long before the idle sign-out the user is warned (at most half the idle time). */
export const IDLE_WARNING_SECONDS = 60;

const CHECK_INTERVAL_MS = 1_000;

export interface IdleTimeout {
  /** Seconds until the idle sign-out while the warning shows, else `undefined`. */
  secondsLeft: number | undefined;
  /** The user stays: the idle time starts again. */
  stay: () => void;
}

/**
 * Counts the time since the user last used the portal, warns before `idleSeconds` and then calls
 * `onTimeout`. The clock is read on each check rather than trusted to timers, which a sleeping
 * computer or a background tab delays. Once the warning shows, only `stay` keeps the user: a
 * passing hand on the mouse is not someone who read it.
 */
export function useIdleTimeout(idleSeconds: number, onTimeout: () => void): IdleTimeout {
  const [secondsLeft, setSecondsLeft] = useState<number>();
  const lastActivity = useRef(0);
  const warning = useRef(false);
  const timeout = useRef(onTimeout);
  useEffect(() => {
    timeout.current = onTimeout;
  }, [onTimeout]);

  useEffect(() => {
    lastActivity.current = Date.now();
    const idleMs = idleSeconds * 1_000;
    const warnAfterMs = idleMs - Math.min(IDLE_WARNING_SECONDS, idleSeconds / 2) * 1_000;
    const onActivity = () => {
      if (!warning.current) lastActivity.current = Date.now();
    };
    const check = () => {
      const idleMsSoFar = Date.now() - lastActivity.current;
      if (idleMsSoFar >= idleMs) {
        window.clearInterval(timer);
        timeout.current();
      } else if (idleMsSoFar >= warnAfterMs) {
        warning.current = true;
        setSecondsLeft(Math.ceil((idleMs - idleMsSoFar) / 1_000));
      }
    };
    for (const event of ACTIVITY_EVENTS) {
      window.addEventListener(event, onActivity, { capture: true, passive: true });
    }
    const timer = window.setInterval(check, CHECK_INTERVAL_MS);
    return () => {
      window.clearInterval(timer);
      for (const event of ACTIVITY_EVENTS) {
        window.removeEventListener(event, onActivity, { capture: true });
      }
    };
  }, [idleSeconds]);

  const stay = useCallback(() => {
    warning.current = false;
    lastActivity.current = Date.now();
    setSecondsLeft(undefined);
  }, []);

  return { secondsLeft, stay };
}
