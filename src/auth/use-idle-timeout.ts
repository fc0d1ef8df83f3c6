import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * What counts as using the portal: the user's hand. Not `scroll`: a page whose content changes
 * above the fold (a live status, a figure arriving) scrolls by itself, and would keep a portal
 * left alone signed in. Scrolling by wheel, touch, key or scrollbar still counts; a screen
 * reader's own reading keys may not reach the page, and then the warning asks.
 */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'];

/** How long before the idle sign-out the user is warned (at most half the idle time). */
export const IDLE_WARNING_SECONDS = 60;

const CHECK_INTERVAL_MS = 1_000;

/**
 * The last use of the portal in any of this browser's tabs (a time, nothing of the user), so a tab
 * left in the background does not sign out a user who works in another.
 */
export const LAST_ACTIVITY_KEY = 'dealer-portal.last-activity';
const SHARE_EVERY_MS = 5_000;

function readSharedActivity(): number {
  try {
    return Number(window.localStorage.getItem(LAST_ACTIVITY_KEY)) || 0;
  } catch {
    return 0;
  }
}

function shareActivity(at: number): void {
  try {
    window.localStorage.setItem(LAST_ACTIVITY_KEY, String(at));
  } catch {
    // Storage disabled: each tab counts on its own.
  }
}

export interface IdleTimeout {
  /** Seconds until the idle sign-out while the warning shows, else `undefined`. */
  secondsLeft: number | undefined;
  /** The user stays: the idle time starts again. */
  stay: () => void;
}

/**
 * Counts the time since the user last used the portal (in any tab), warns before `idleSeconds`
 * and then calls `onTimeout`. The clock is read on each check rather than trusted to timers, which a sleeping
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
    let sharedAt = 0;
    const idleMs = idleSeconds * 1_000;
    const warnAfterMs = idleMs - Math.min(IDLE_WARNING_SECONDS, idleSeconds / 2) * 1_000;
    const onActivity = () => {
      if (warning.current) return;
      lastActivity.current = Date.now();
      if (lastActivity.current - sharedAt >= SHARE_EVERY_MS) {
        sharedAt = lastActivity.current;
        shareActivity(sharedAt);
      }
    };
    const check = () => {
      const elsewhere = readSharedActivity();
      if (elsewhere > lastActivity.current) {
        lastActivity.current = elsewhere;
        warning.current = false;
        setSecondsLeft(undefined);
      }
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
    shareActivity(lastActivity.current);
    setSecondsLeft(undefined);
  }, []);

  return { secondsLeft, stay };
}
