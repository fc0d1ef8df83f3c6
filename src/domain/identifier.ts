/** Identifiers are 32-bit in the bank's records (PostgreSQL integer), so larger ones cannot exist. */
export const MAX_IDENTIFIER = 2_147_483_647;

/** A whole number from 1 to `MAX_IDENTIFIER`: an id the bank's records can hold. */
export const isIdentifier = (value: number): boolean =>
  Number.isSafeInteger(value) && value > 0 && value <= MAX_IDENTIFIER;
