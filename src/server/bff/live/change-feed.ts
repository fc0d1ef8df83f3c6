import { randomBytes } from 'node:crypto';
import type { LiveChange } from '../../../domain/contract';

/** A change as the feed keeps it: its stream id and, for a webhook, the webhook's own id. */
export interface FedChange {
  /** `<epoch>-<sequence>`: the epoch is new at every start, so ids never repeat across restarts. */
  id: string;
  change: LiveChange;
}

/** What a reconnecting stream is owed after the last id it saw. */
export type Replay =
  { kind: 'changes'; changes: FedChange[] } | { kind: 'reset'; resumeFrom: string };

export interface ChangeFeed {
  /**
   * Adds a change and hands it to every listener. `sourceId` (a webhook's `webhook-id`) makes a
   * redelivery of one already kept a no-op: delivery is at least once.
   */
  publish(change: LiveChange, sourceId?: string): FedChange | undefined;
  /** The id of the newest change: a new stream resumes from here. */
  position(): string;
  /** The changes after `lastId`, or `reset` when some of them are no longer kept. */
  since(lastId: string): Replay;
  /** Calls `listener` with every change published from now on; returns the unsubscribe. */
  subscribe(listener: (fed: FedChange) => void): () => void;
}

/**
 * The portal server's recent changes, in memory: a ring of the newest `capacity`, enough for a
 * browser that lost its connection for a while to catch up without a gap. One per instance: with
 * several instances, each hears the webhooks delivered to it and polls for itself (docs/live.md).
 */
export function createChangeFeed({ capacity = 1000 }: { capacity?: number } = {}): ChangeFeed {
  const epoch = randomBytes(6).toString('hex');
  const kept: (FedChange & { sequence: number; sourceId: string | undefined })[] = [];
  const listeners = new Set<(fed: FedChange) => void>();
  let sequence = 0;
  const idOf = (at: number) => `${epoch}-${at}`;

  return {
    publish(change, sourceId) {
      if (sourceId !== undefined && kept.some((entry) => entry.sourceId === sourceId)) {
        return undefined;
      }
      sequence += 1;
      const entry = { id: idOf(sequence), change, sequence, sourceId };
      kept.push(entry);
      if (kept.length > capacity) kept.shift();
      const fed = { id: entry.id, change };
      for (const listener of listeners) listener(fed);
      return fed;
    },

    position: () => idOf(sequence),

    since(lastId) {
      const match = /^([0-9a-f]+)-(\d+)$/.exec(lastId);
      const last = match?.[1] === epoch ? Number(match[2]) : undefined;
      const oldest = kept[0]?.sequence ?? sequence + 1;
      // Another epoch (a restart), a made-up id, or changes dropped off the ring: start afresh.
      if (last === undefined || last > sequence || last < oldest - 1) {
        return { kind: 'reset', resumeFrom: idOf(sequence) };
      }
      return {
        kind: 'changes',
        changes: kept
          .filter((entry) => entry.sequence > last)
          .map(({ id, change }) => ({ id, change })),
      };
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
