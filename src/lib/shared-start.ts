/**
 * `start`, run once for every caller: whoever asks first starts it, the others wait for the same
 * promise. A start that fails is forgotten, so the next caller tries again.
 */
export function sharedStart<T>(start: () => Promise<T>): () => Promise<T> {
  let started: Promise<T> | undefined;
  return () =>
    (started ??= start().catch((error: unknown) => {
      started = undefined;
      throw error;
    }));
}
