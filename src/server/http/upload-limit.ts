import { HttpProblem } from './problem-details';

/** What a sender is told to wait before the next try: about the time a 10 MB file takes. */
const RETRY_AFTER_SECONDS = 5;

export interface UploadLimit {
  /**
   * One more upload of `sender` begins: its end, to call once when it is over, however it ends.
   * Beyond the limit it is 429 with `Retry-After`, before any byte of it is read.
   */
  begin(sender: string): () => void;
  /** Uploads going on now, of `sender`. */
  inProgress(sender: string): number;
}

/**
 * At most `perSender` uploads at once per sender (a user, a client), counted in memory: each one
 * takes a connection, buffers on the way and turns at the database while it arrives, so what
 * files take is bounded by the senders at work, not by how many files one of them sends at once
 * (docs/operations.md, Uploads).
 */
export function createUploadLimit({
  perSender,
  sender,
}: {
  perSender: number;
  /** Who the sender is in the problem's words, e.g. "you are" or "this client is". */
  sender: string;
}): UploadLimit {
  const going = new Map<string, number>();
  const tooMany = () =>
    new HttpProblem({
      status: 429,
      detail: `${sender} sending ${perSender} files at once already; send this one when one of them is done.`,
      headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
    });
  return {
    begin(key) {
      const now = going.get(key) ?? 0;
      if (now >= perSender) throw tooMany();
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
    inProgress: (key) => going.get(key) ?? 0,
  };
}
