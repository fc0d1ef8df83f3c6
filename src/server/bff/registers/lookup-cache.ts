/**
 * What a register answered, kept briefly: the same registration number or company asked twice
 * while an offer is written is asked once. Answers of "none" are kept too; failures are not, so
 * a register that was down is asked again at once. Concurrent askers of one key share one call.
 */
export interface LookupCache<Value> {
  get(key: string, lookUp: () => Promise<Value>): Promise<Value>;
}

export function createLookupCache<Value>({
  ttlMs,
  maxEntries,
  now = Date.now,
}: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): LookupCache<Value> {
  const entries = new Map<string, { expires: number; value: Promise<Value> }>();
  return {
    get(key, lookUp) {
      const kept = entries.get(key);
      if (kept !== undefined && kept.expires > now()) return kept.value;
      entries.delete(key);
      const value = lookUp();
      entries.set(key, { expires: now() + ttlMs, value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      // The oldest first out: a Map keeps its insertion order.
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done === true) break;
        entries.delete(oldest.value);
      }
      return value;
    },
  };
}
