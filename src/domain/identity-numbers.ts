/**
 * Check digits of Norwegian identity numbers, used by the applicant form as the user types and by
 * the service when an application is created.
 */

const digitsOf = (value: string): number[] => Array.from(value, Number);

/** mod 11 check digit over `digits` with `weights`; `undefined` where the number cannot be valid. */
function mod11CheckDigit(
  digits: readonly number[],
  weights: readonly number[],
): number | undefined {
  const sum = weights.reduce((total, weight, index) => total + weight * (digits[index] ?? 0), 0);
  const check = 11 - (sum % 11);
  if (check === 11) return 0;
  return check === 10 ? undefined : check;
}

/** A national identity number (fødselsnummer, D-number): 11 digits, both check digits right. */
export function isValidNationalIdentityNumber(value: string): boolean {
  if (!/^\d{11}$/.test(value)) return false;
  const digits = digitsOf(value);
  const first = mod11CheckDigit(digits, [3, 7, 6, 1, 8, 9, 4, 5, 2]);
  const second = mod11CheckDigit(digits, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]);
  return first === digits[9] && second === digits[10];
}

/** An organisation number (organisasjonsnummer): 9 digits, mod 11 check digit right. */
export function isValidOrganizationNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const digits = digitsOf(value);
  return mod11CheckDigit(digits, [3, 2, 7, 6, 5, 4, 3, 2]) === digits[8];
}

/** How many leading digits of a national identity number may be shown: the date of birth. */
const SHOWN_DIGITS = 6;

/**
 * A national identity number as it may leave the portal server: the date of birth, the personal
 * digits hidden, e.g. `150385*****`.
 */
export const maskNationalIdentityNumber = (value: string): string =>
  `${value.slice(0, SHOWN_DIGITS)}${'*'.repeat(Math.max(0, value.length - SHOWN_DIGITS))}`;

export const isMaskedNationalIdentityNumber = (value: string): boolean =>
  /^\d{6}\*{5}$/.test(value);
