import { useEffect, useState } from 'react';
import { sameValue } from '../model/same-value';

/**
 * The value once it has stopped changing for `delayMs`: what the service is asked about while
 * the dealer types. Equal values (by content) keep the earlier one, so a re-render with the
 * same request never restarts the wait.
 */
export function useDebouncedValue<Value>(value: Value, delayMs: number): Value {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (sameValue(settled, value)) return;
    const timer = window.setTimeout(() => {
      setSettled(value);
    }, delayMs);
    return () => {
      window.clearTimeout(timer);
    };
  }, [value, settled, delayMs]);
  return settled;
}
