/**
 * Reasons as codes, without the contract's schemas: what the portal's first screen needs to word
 * them (src/domain/contract/reasons.ts validates them).
 */

/**
 * Why the bank moved an application or warns about an offer, as a stable code and its figures;
 * a client words the code in its own language and falls back on the `reason` text for a code it
 * does not know (another bank's).
 */
export const REASON_CODES = [
  // The embedded bank's process.
  'UNDER_REVIEW',
  'UNDER_REVIEW_DOCUMENTS_MISSING',
  'APPROVED',
  'APPROVED_DOCUMENTS_MISSING',
  'CREDIT_CHECK_REFUSED',
  // The bank's rules (POST /application/assessment, and a decision by them).
  'EQUITY_BELOW_MINIMUM',
  'FINANCED_ABOVE_LIMIT',
  'OBJECT_TOO_OLD',
  'OBJECT_AGE_UNKNOWN',
  'DEBT_SERVICE_INSUFFICIENT',
  'DEBT_TO_INCOME_ABOVE_LIMIT',
  // The dealer's, cancelling an application before payout.
  'CUSTOMER_WITHDREW',
  'FINANCED_ELSEWHERE',
  'OFFER_REPLACED',
  'DEALER_CANCELLED',
  // The bank, refusing a delivery that does not match the financed object.
  'DELIVERY_REGISTRATION_NUMBER_MISMATCH',
  'DELIVERY_CHASSIS_NUMBER_MISMATCH',
  'DELIVERY_DATE_IN_FUTURE',
  'DELIVERY_DATE_BEFORE_APPLICATION',
  // The embedded bank: every signer signed; a delivered object paid out.
  'CONTRACT_SIGNED',
  'PAID_OUT',
] as const;
export type ReasonCode = (typeof REASON_CODES)[number];

/** The figures a reason names: numbers as they are (amounts in NOK, shares in %), not text. */
export type ReasonParams = Readonly<Record<string, number>>;

const nok = (amount: number) =>
  `NOK ${amount.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const percent = (share: number) => `${share.toFixed(1)} %`;

/** Every reason in English: the service's `reason` text beside its code. */
const ENGLISH: Record<ReasonCode, (params: Partial<ReasonParams>) => string> = {
  UNDER_REVIEW: () => 'The bank is reviewing the application.',
  UNDER_REVIEW_DOCUMENTS_MISSING: ({ documentCount = 0 }) =>
    `The bank is reviewing the application. Please send the ${documentCount} missing document(s).`,
  APPROVED: ({ financedAmount = 0 }) => `Approved: financed amount ${nok(financedAmount)}.`,
  APPROVED_DOCUMENTS_MISSING: ({ financedAmount = 0, documentCount = 0 }) =>
    `Approved: financed amount ${nok(financedAmount)}. The bank still needs the ` +
    `${documentCount} document(s) not yet approved.`,
  CREDIT_CHECK_REFUSED: () => 'The credit check refused the applicant.',
  EQUITY_BELOW_MINIMUM: ({ equityPercent = 0, minimumPercent = 0, minimumAmount = 0 }) =>
    `Equity is ${percent(equityPercent)} of the cash price; the bank needs at least ` +
    `${percent(minimumPercent)} (${nok(minimumAmount)}).`,
  FINANCED_ABOVE_LIMIT: ({ financedAmount = 0, limitAmount = 0 }) =>
    `The financed amount ${nok(financedAmount)} is above the bank's limit of ${nok(limitAmount)} ` +
    'for this customer type.',
  OBJECT_TOO_OLD: ({ ageYears = 0, maximumYears = 0 }) =>
    `The object would be ${ageYears} years old at the end of the term; the bank finances ` +
    `objects up to ${maximumYears} years.`,
  OBJECT_AGE_UNKNOWN: ({ maximumYears = 0 }) =>
    `Give the model year: the bank finances objects up to ${maximumYears} years old at the end ` +
    'of the term, and will otherwise check it itself.',
  DEBT_SERVICE_INSUFFICIENT: ({ surplusAmount = 0, stressRatePercent = 0 }) =>
    `At an interest rate of ${percent(stressRatePercent)} the household would have ` +
    `${nok(surplusAmount)} a month left after tax, housing, living costs and debt; the bank ` +
    'needs it to be 0 or more.',
  DEBT_TO_INCOME_ABOVE_LIMIT: ({ debtAmount = 0, incomeAmount = 0, limitTimes = 0 }) =>
    `Debt of ${nok(debtAmount)} with this credit is more than ${limitTimes} times the ` +
    `household's gross yearly income of ${nok(incomeAmount)}.`,
  CUSTOMER_WITHDREW: () => 'Cancelled by the dealer: the customer withdrew.',
  FINANCED_ELSEWHERE: () => 'Cancelled by the dealer: the customer is financed elsewhere.',
  OFFER_REPLACED: () => 'Cancelled by the dealer: a new offer replaces this one.',
  DEALER_CANCELLED: () => 'Cancelled by the dealer.',
  DELIVERY_REGISTRATION_NUMBER_MISMATCH: () =>
    'The registration number does not match the financed object’s.',
  DELIVERY_CHASSIS_NUMBER_MISMATCH: () =>
    'The chassis number does not match the financed object’s.',
  DELIVERY_DATE_IN_FUTURE: () => 'The delivery date is in the future.',
  DELIVERY_DATE_BEFORE_APPLICATION: () =>
    'The delivery date is before the day the application was sent.',
  CONTRACT_SIGNED: () => 'Every signer has signed the contract.',
  PAID_OUT: ({ payoutAmount = 0 }) => `Paid out ${nok(payoutAmount)} to the dealer.`,
};

/** A reason in English words, for the `reason` text beside its code. */
export const reasonText = (code: ReasonCode, params: ReasonParams = {}): string =>
  ENGLISH[code](params);

/** The reasons a dealer cancels an application for, before it is paid out. */
export const CANCEL_REASON_CODES = [
  'CUSTOMER_WITHDREW',
  'FINANCED_ELSEWHERE',
  'OFFER_REPLACED',
  'DEALER_CANCELLED',
] as const satisfies readonly ReasonCode[];

/** A status change with its reason as a code, its figures and the English text beside them. */
export const reasoned = <Status extends string>(
  status: Status,
  reasonCode: ReasonCode,
  reasonParams: ReasonParams = {},
) => ({ status, reason: reasonText(reasonCode, reasonParams), reasonCode, reasonParams });
