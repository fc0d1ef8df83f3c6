import { parse, stringify } from 'lossless-json';

const WHOLE_NUMBER = /^-?\d+$/;

/** Whole numbers beyond 2^53 become bigints, so 64-bit values keep every digit; others numbers. */
const exactNumber = (digits: string): number | bigint =>
  WHOLE_NUMBER.test(digits) && !Number.isSafeInteger(Number(digits))
    ? BigInt(digits)
    : Number(digits);

/** Only bodies with a long digit run can hold a number JSON.parse would round. */
const MAY_HOLD_LARGE_INTEGER = /\d{16}/;

/**
 * JSON.parse, except that whole numbers beyond 2^53 are read exactly (as bigints). The body is
 * checked by JSON.parse first, which also copes with any nesting depth.
 */
export function parseExactJson(text: string): unknown {
  const value: unknown = JSON.parse(text);
  return MAY_HOLD_LARGE_INTEGER.test(text) ? parse(text, null, exactNumber) : value;
}

/**
 * JSON.stringify that writes bigints as JSON numbers, digit for digit. JSON.stringify refuses a
 * bigint with a TypeError, and only then is the value written again by lossless-json, which is
 * many times slower: a payment plan's answer is all plain numbers.
 */
export function stringifyExactJson(value: unknown): string {
  if (value === undefined) return 'null';
  try {
    return JSON.stringify(value);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return stringify(value) ?? 'null';
  }
}
