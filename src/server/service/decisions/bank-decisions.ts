import type { ApplicationStatus } from '../../../domain/application-status';
import { todayInNorway } from '../../../domain/calculation';
import {
  knownValuesOf,
  reasoned,
  type Actor,
  type Application,
  type ApplicationStatusChange,
} from '../../../domain/contract';
import type { Database } from '../../database';
import { findApplication } from '../applications/application-repository';
import { changeApplicationStatus } from '../applications/status-changes';
import { createBackgroundTask, type BackgroundTask } from '../background-task';
import { productOfOffer } from './credit-assessment';
import { decide } from './decision-rules';

export interface BankDecisionOptions {
  database: Database;
  now: () => Date;
  pollIntervalMs?: number;
}

/** `start` decides in the background, checking every poll interval. */
export interface BankDecisions extends BackgroundTask {
  /**
   * Makes every move that is due now; resolves with how many were made. Once `stopping` aborts,
   * it makes no more (each move is its own transaction).
   */
  decideDue(stopping?: AbortSignal): Promise<number>;
}

/** A new application is taken under review this long after it was received… */
export const REVIEW_AFTER_MS = 2_000;
/** …and decided this long after its last change. */
export const DECIDE_AFTER_MS = 5_000;
/** A signed application is paid out this long after the dealer confirmed its delivery. */
export const PAY_OUT_AFTER_MS = 2_000;
/**
 * Only applications received this recently are decided: older ones (the demo data, those
 * received while the process was off) wait for the bank's people.
 */
export const RECENT_MS = 60 * 60 * 1000;
const DEFAULT_POLL_INTERVAL_MS = 1_000;
const BATCH_SIZE = 20;

interface Step {
  from: ApplicationStatus;
  /** Due when this moment (SQL on the application `a`) is `afterMs` ago… */
  since: string;
  afterMs: number;
  /** …and this one is less than RECENT_MS ago. */
  recentSince: string;
  actor: Actor;
  move: (tx: Database, application: Application, now: Date) => Promise<ApplicationStatusChange>;
}

/** When the dealer confirmed the application's delivery; NULL (never due) before. */
const DELIVERY_CONFIRMED_AT = `(SELECT d.confirmed_at FROM application_delivery d
  WHERE d.application_id = a.application_id)`;

const STEPS: readonly Step[] = [
  {
    from: 'Received',
    since: 'a.created_at',
    recentSince: 'a.created_at',
    afterMs: REVIEW_AFTER_MS,
    // The intake is automatic; the decision is the bank's.
    actor: { type: 'system' },
    move: async (_tx, application) => {
      const documentCount = application.documents.filter(
        (document) => document.status === 'Missing',
      ).length;
      return documentCount === 0
        ? reasoned('UnderReview', 'UNDER_REVIEW')
        : reasoned('UnderReview', 'UNDER_REVIEW_DOCUMENTS_MISSING', { documentCount });
    },
  },
  {
    from: 'UnderReview',
    since: 'a.updated_at',
    recentSince: 'a.created_at',
    afterMs: DECIDE_AFTER_MS,
    actor: { type: 'bank' },
    move: async (tx, application, now) =>
      decide(
        application,
        await productOfOffer(tx, knownValuesOf(application.calculationRequest) ?? {}),
        todayInNorway(now),
      ),
  },
  {
    from: 'Signed',
    since: DELIVERY_CONFIRMED_AT,
    afterMs: PAY_OUT_AFTER_MS,
    // A delivery confirmed while the process was off waits for the bank's people.
    recentSince: DELIVERY_CONFIRMED_AT,
    actor: { type: 'bank' },
    move: async (_tx, application) =>
      reasoned('PaidOut', 'PAID_OUT', { payoutAmount: application.calculation.creditAmount }),
  },
];

/**
 * The embedded bank's decision process (docs/events.md): a new application moves to
 * UnderReview within seconds and then to Approved or Rejected by the rules of decision-rules.ts;
 * a signed one is paid out shortly after the dealer confirms its delivery.
 * Each move is its own transaction, through the same status change as the API, so it is in the
 * history and emits its event; `SKIP LOCKED` leaves an application another instance is moving.
 */
export function createBankDecisions(options: BankDecisionOptions): BankDecisions {
  const { database, now } = options;

  async function moveOne(step: Step, applicationId: number): Promise<boolean> {
    return database.transaction(async (tx) => {
      const { rows } = await tx.query(
        `SELECT 1 FROM application WHERE application_id = $1 AND status = $2
         FOR UPDATE SKIP LOCKED`,
        [applicationId, step.from],
      );
      const application = rows.length === 0 ? undefined : await findApplication(tx, applicationId);
      if (application === undefined) return false;
      const at = now();
      const change = await step.move(tx, application, at);
      await changeApplicationStatus(tx, applicationId, change, at, step.actor);
      return true;
    });
  }

  async function decideDue(stopping?: AbortSignal): Promise<number> {
    let moves = 0;
    for (const step of STEPS) {
      const at = now().getTime();
      const { rows } = await database.query<{ application_id: number }>(
        `SELECT a.application_id FROM application a
          WHERE a.status = $1 AND ${step.since} <= $2 AND ${step.recentSince} > $3
          ORDER BY a.created_at, a.application_id LIMIT $4`,
        [
          step.from,
          new Date(at - step.afterMs).toISOString(),
          new Date(at - RECENT_MS).toISOString(),
          BATCH_SIZE,
        ],
      );
      for (const { application_id: applicationId } of rows) {
        if (stopping?.aborted === true) return moves;
        if (await moveOne(step, applicationId)) moves += 1;
      }
    }
    return moves;
  }

  const task = createBackgroundTask(decideDue, {
    database,
    pollIntervalMs: options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS,
  });
  return { decideDue, start: task.start, stop: task.stop };
}
