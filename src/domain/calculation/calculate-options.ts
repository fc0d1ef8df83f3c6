/** A rate the financing service resolved from a campaign or funding interest the request names. */
export interface ResolvedRate {
  source: 'campaign' | 'fundingInterest';
  /** Nominal annual rate, percent. */
  nominalInterestRate: number;
  /** A campaign may grant its own startup fee, replacing the request's. */
  startupFee?: number;
}

export interface CalculateOptions {
  rate?: ResolvedRate;
  /** YYYY-MM-DD, the plan's start when the request has no deliveryDate; default: today (UTC). */
  today?: string;
}
