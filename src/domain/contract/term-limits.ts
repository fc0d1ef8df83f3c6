// Without zod: the engine's problem words need these, and they reach the portal's first load.

/** Months per term the portal offers; the calculation takes any whole number of months up to a year. */
export const TERM_LENGTHS = [1, 3, 6, 12] as const;
export const MAX_TERM_LENGTH = 12;
export type TermLength = (typeof TERM_LENGTHS)[number];
/** The term lengths as a form field's option values. */
export const TERM_LENGTH_TEXTS = TERM_LENGTHS.map(String) as [
  `${TermLength}`,
  ...`${TermLength}`[],
];
/** The term-length rule in words, for every message about it. */
export const TERM_LENGTH_RULE = `a whole number of months from 1 to ${MAX_TERM_LENGTH}`;
export const MAX_TERM_COUNT = 600;
