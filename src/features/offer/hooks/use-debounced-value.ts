import { useEffect, useRef, useState } from 'react';
import { sameValue } from '../model/same-value';

/**
 * The value once it has stopped changing for `delayMs`: what the service is asked about while
 * the dealer types. The wait restarts only when the content changes: a re-render with the same
 * request (an autosave's "Saved", a search's answer) never puts the question off.
 */
export function useDebouncedValue<Value>(value: Value, delayMs: number): Value {
  const [settled, setSettled] = useState(value);
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });
  const content = JSON.stringify(value);
  const isSettled = sameValue(settled, value);
  useEffect(() => {
    if (isSettled) return;
    const timer = window.setTimeout(() => {
      setSettled(latest.current);
    }, delayMs);
    return () => {
      window.clearTimeout(timer);
    };
  }, [content, isSettled, delayMs]);
  return settled;
}
