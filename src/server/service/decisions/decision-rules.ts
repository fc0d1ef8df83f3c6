import type { Application } from '../../../domain/contract';
import { documentTypeNames } from './document-type-names';

/**
 * The embedded bank's credit rules (docs/events.md, "The embedded bank decides"): simple and
 * written down, so a dealer can predict the answer and a test can reach each one.
 */

/** Identity numbers the embedded bank always refuses, to try a rejection on purpose. */
export const REFUSED_NATIONAL_IDENTITY_NUMBERS: ReadonlySet<string> = new Set([
  '01019000083',
  '01019000164',
]);
export const REFUSED_ORGANIZATION_NUMBERS: ReadonlySet<string> = new Set(['999990002']);

/** A loan (annuity or serial) needs this share of the cash price as equity; leasing none. */
export const MIN_LOAN_EQUITY_SHARE = 0.1;

/** The most the embedded bank finances without a credit committee, per customer type. */
export const MAX_FINANCED_AMOUNT = { private: 2_000_000, business: 10_000_000 } as const;

export interface Decision {
  status: 'Approved' | 'Rejected';
  reason: string;
}

const kroner = (amount: number) =>
  `NOK ${amount.toLocaleString('en-GB', { maximumFractionDigits: 2 })}`;
const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

/** The decision on an application under review, with the reason the salesperson reads. */
export function decide(application: Application): Decision {
  const { applicant, calculation } = application;
  const business = applicant.organizationNumber !== undefined;
  if (
    (applicant.nationalIdentityNumber !== undefined &&
      REFUSED_NATIONAL_IDENTITY_NUMBERS.has(applicant.nationalIdentityNumber)) ||
    (applicant.organizationNumber !== undefined &&
      REFUSED_ORGANIZATION_NUMBERS.has(applicant.organizationNumber))
  ) {
    return {
      status: 'Rejected',
      reason: 'The credit check refused the applicant (a test identity the bank always refuses).',
    };
  }
  const isLoan = calculation.loanType !== 'Leasing';
  const equityShare =
    calculation.cashPrice > 0
      ? (calculation.cashPrice - calculation.creditAmount) / calculation.cashPrice
      : 0;
  if (isLoan && equityShare < MIN_LOAN_EQUITY_SHARE) {
    return {
      status: 'Rejected',
      reason:
        `Equity is ${percent(equityShare)} of the cash price; a loan needs at least ` +
        `${percent(MIN_LOAN_EQUITY_SHARE)}.`,
    };
  }
  const limit = business ? MAX_FINANCED_AMOUNT.business : MAX_FINANCED_AMOUNT.private;
  if (calculation.financedAmount > limit) {
    return {
      status: 'Rejected',
      reason:
        `The financed amount ${kroner(calculation.financedAmount)} is above the bank's limit ` +
        `of ${kroner(limit)} for a ${business ? 'business' : 'private'} customer.`,
    };
  }
  const missing = application.documents
    .filter((document) => document.status !== 'Approved')
    .map((document) => document.documentType);
  return {
    status: 'Approved',
    reason:
      `Approved: financed amount ${kroner(calculation.financedAmount)}` +
      (isLoan ? `, equity ${percent(equityShare)}.` : '.') +
      (missing.length === 0
        ? ''
        : ` Before the contract is sent the bank needs: ${documentTypeNames(missing)}.`),
  };
}
