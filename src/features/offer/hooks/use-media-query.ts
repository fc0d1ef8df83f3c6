import { useCallback, useMemo, useSyncExternalStore } from 'react';

/** Whether the CSS media query matches now, following every change (a phone turned, a resize). */
export function useMediaQuery(query: string): boolean {
  // One list per query: React reads the snapshot on every render, a key's too, and a list's
  // `matches` is a property read where `matchMedia` would parse and evaluate the query again.
  const list = useMemo(() => window.matchMedia(query), [query]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      list.addEventListener('change', onChange);
      return () => {
        list.removeEventListener('change', onChange);
      };
    },
    [list],
  );
  return useSyncExternalStore(subscribe, () => list.matches);
}
