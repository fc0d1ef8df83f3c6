import { PROBLEM_CODES, type ProblemCode } from '../../domain/calculation/field-problem';
import { REASON_CODES, type ReasonCode, type ReasonParams } from '../../domain/reasons';
import { laterMessage } from './i18n';
import type { MessageId } from './message-id';

/** A problem of the engine or the service: the English `message`, and a `code` where it has one. */
interface CodedProblem {
  message: string;
  code?: string | undefined;
  values?: Readonly<Record<string, number>> | undefined;
}

const isProblemCode = (code: string | undefined): code is ProblemCode =>
  (PROBLEM_CODES as readonly (string | undefined)[]).includes(code);

/**
 * A problem in the user's language (`common.problem.<code>`, said later by `sayMessage`, which
 * writes the values named `…Amount` as amounts). A code the portal does not know, or a service
 * that gives none, keeps the service's own words.
 */
export function problemMessage({ message, code, values }: CodedProblem): string {
  return isProblemCode(code) ? laterMessage(`common.problem.${code}`, values) : message;
}

/** Why the bank moved an application or warns of an offer: its text, and a code where it has one. */
interface CodedReason {
  reason?: string | undefined;
  reasonCode?: string | undefined;
  reasonParams?: ReasonParams | undefined;
}

/** This bank's reason codes and their words in the catalogues. */
const REASON_MESSAGES: Record<ReasonCode, MessageId> = {
  UNDER_REVIEW: 'common.reason.underReview',
  UNDER_REVIEW_DOCUMENTS_MISSING: 'common.reason.underReviewDocumentsMissing',
  APPROVED: 'common.reason.approved',
  APPROVED_DOCUMENTS_MISSING: 'common.reason.approvedDocumentsMissing',
  CREDIT_CHECK_REFUSED: 'common.reason.creditCheckRefused',
  EQUITY_BELOW_MINIMUM: 'common.reason.equityBelowMinimum',
  FINANCED_ABOVE_LIMIT: 'common.reason.financedAboveLimit',
  OBJECT_TOO_OLD: 'common.reason.objectTooOld',
  OBJECT_AGE_UNKNOWN: 'common.reason.objectAgeUnknown',
  DEBT_SERVICE_INSUFFICIENT: 'common.reason.debtServiceInsufficient',
  DEBT_TO_INCOME_ABOVE_LIMIT: 'common.reason.debtToIncomeAboveLimit',
  CUSTOMER_WITHDREW: 'common.reason.customerWithdrew',
  FINANCED_ELSEWHERE: 'common.reason.financedElsewhere',
  OFFER_REPLACED: 'common.reason.offerReplaced',
  DEALER_CANCELLED: 'common.reason.dealerCancelled',
  DELIVERY_REGISTRATION_NUMBER_MISMATCH: 'common.reason.deliveryRegistrationNumberMismatch',
  DELIVERY_CHASSIS_NUMBER_MISMATCH: 'common.reason.deliveryChassisNumberMismatch',
  DELIVERY_DATE_IN_FUTURE: 'common.reason.deliveryDateInFuture',
  DELIVERY_DATE_BEFORE_APPLICATION: 'common.reason.deliveryDateBeforeApplication',
  CONTRACT_SIGNED: 'common.reason.contractSigned',
  PAID_OUT: 'common.reason.paidOut',
};

const isReasonCode = (code: string | undefined): code is ReasonCode =>
  (REASON_CODES as readonly (string | undefined)[]).includes(code);

/**
 * A reason in the user's language (`common.reason.…`, said later by `sayMessage`); another
 * bank's code, or none, keeps the bank's own words. Empty when the bank gave no reason.
 */
export function reasonMessage({ reason, reasonCode, reasonParams }: CodedReason): string {
  return isReasonCode(reasonCode)
    ? laterMessage(REASON_MESSAGES[reasonCode], reasonParams)
    : (reason ?? '');
}
