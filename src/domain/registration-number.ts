/** Registration numbers are found however they were typed: `ab 12345` is `AB12345`. */
export const normalRegistrationNumber = (typed: string): string =>
  typed.replace(/[\s-]/g, '').toUpperCase();

/**
 * An ordinary Norwegian registration number, written normally: two letters and four or five
 * digits (`AB12345`, `EL12345`, a motorcycle's `MC1234`). What the vehicle register is asked for.
 */
export const isOrdinaryRegistrationNumber = (normal: string): boolean =>
  /^[A-Z]{2}\d{4,5}$/.test(normal);
