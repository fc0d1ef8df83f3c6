import { Readable } from 'node:stream';

/** A file body sent as a stream: for `inject`, with the header that says a body comes. */
export const STREAMED_BODY = { 'transfer-encoding': 'chunked' } as const;

export interface HeldFile {
  /** The body to send: its first bytes, then nothing until `finish`. */
  stream: Readable;
  /** Resolves when the server begins to read the body: its upload is then under way. */
  reading: Promise<void>;
  /** Sends the rest and ends the body. */
  finish(): void;
}

/**
 * A file whose sender holds back all but `head`, so an upload stays under way for as long as a
 * test needs; the server reads a body only once it has taken the upload on.
 */
export function heldFile(head: Buffer, rest: Buffer = Buffer.alloc(0)): HeldFile {
  let begun: () => void = () => undefined;
  const reading = new Promise<void>((resolve) => {
    begun = resolve;
  });
  let headSent = false;
  const stream = new Readable({
    read() {
      if (headSent) return;
      headSent = true;
      this.push(head);
      begun();
    },
  });
  return {
    stream,
    reading,
    finish() {
      if (rest.byteLength > 0) stream.push(rest);
      stream.push(null);
    },
  };
}
