import { HttpProblem } from './problem-details';

export interface ConcurrencyLimit {
  /**
   * One more of `key`'s begins: its end, to call once when it is over, however it ends. Beyond
   * the limit it is the limit's refusal, before any work.
   */
  begin(key: string): () => void;
}

/**
 * At most `perKey` at once per key (a user's event streams, a sender's uploads), counted in memory
 * at this instance; one more is refused with `refusal(going)`.
 */
export function createConcurrencyLimit({
  perKey,
  refusal,
}: {
  perKey: number;
  refusal: (going: number) => HttpProblem;
}): ConcurrencyLimit {
  const going = new Map<string, number>();
  return {
    begin(key) {
      const now = going.get(key) ?? 0;
      if (now >= perKey) throw refusal(now);
      going.set(key, now + 1);
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        const left = (going.get(key) ?? 1) - 1;
        if (left === 0) going.delete(key);
        else going.set(key, left);
      };
    },
  };
}

/** What a sender is told to wait before the next try: about the time a 10 MB file takes. */
const UPLOAD_RETRY_AFTER_SECONDS = 5;

/**
 * At most `perSender` uploads at once per sender (a user, a client): each one takes a connection,
 * buffers on the way and turns at the database while it arrives, so what files take is bounded by
 * the senders at work, not by how many files one of them sends at once (docs/operations.md,
 * Uploads). Beyond it, 429 with `Retry-After` before any byte is read.
 */
export const createUploadLimit = ({
  perSender,
  sender,
}: {
  perSender: number;
  /** Who the sender is in the problem's words, e.g. "You are" or "This client is". */
  sender: string;
}): ConcurrencyLimit =>
  createConcurrencyLimit({
    perKey: perSender,
    refusal: () =>
      new HttpProblem({
        status: 429,
        detail: `${sender} sending ${perSender} files at once already; send this one when one of them is done.`,
        headers: { 'retry-after': String(UPLOAD_RETRY_AFTER_SECONDS) },
      }),
  });
