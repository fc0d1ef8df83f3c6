import {
  knownValuesOf,
  reasoned,
  type Application,
  type ApplicationStatusChange,
  type Product,
} from '../../../domain/contract';
import { creditFindings } from '../../../domain/credit-rules';

/**
 * The embedded bank's decision (docs/events.md, "The embedded bank decides"): the credit rules
 * the salesperson can ask about before sending (src/domain/credit-rules.ts: equity, object age,
 * the household's debt-servicing capacity at a stressed rate), and a credit check that refuses
 * the test identities below (an applicant's or a co-applicant's). Simple and written down, so a dealer can predict the
 * answer and a test can reach each one.
 */

/** Identity numbers the embedded bank always refuses, to try a rejection on purpose. */
export const REFUSED_NATIONAL_IDENTITY_NUMBERS: ReadonlySet<string> = new Set([
  '01019000083',
  '01019000164',
]);
export const REFUSED_ORGANIZATION_NUMBERS: ReadonlySet<string> = new Set(['999990002']);

export type Decision = ApplicationStatusChange & { status: 'Approved' | 'Rejected' };

const refusedByCreditCheck = ({ applicant }: Application): boolean =>
  [applicant.nationalIdentityNumber, applicant.coApplicant?.nationalIdentityNumber].some(
    (number) => number !== undefined && REFUSED_NATIONAL_IDENTITY_NUMBERS.has(number),
  ) ||
  (applicant.organizationNumber !== undefined &&
    REFUSED_ORGANIZATION_NUMBERS.has(applicant.organizationNumber));

/**
 * The decision on an application under review. `product` is the one its offer falls under;
 * `today` (Norway, `YYYY-MM-DD`) dates an offer that names no delivery.
 */
export function decide(
  application: Application,
  product: Product | undefined,
  today: string,
): Decision {
  if (refusedByCreditCheck(application)) return reasoned('Rejected', 'CREDIT_CHECK_REFUSED');
  const { calculation } = application;
  const refusal = creditFindings({
    request: knownValuesOf(application.calculationRequest) ?? {},
    calculation,
    product,
    today,
    applicant: application.applicant,
  }).find((finding) => finding.severity === 'refuse');
  if (refusal !== undefined) return reasoned('Rejected', refusal.code, refusal.params);
  const documentCount = application.documents.filter(
    (document) => document.status !== 'Approved',
  ).length;
  const { financedAmount } = calculation;
  return documentCount === 0
    ? reasoned('Approved', 'APPROVED', { financedAmount })
    : reasoned('Approved', 'APPROVED_DOCUMENTS_MISSING', { financedAmount, documentCount });
}
