/** Registration numbers are found however they were typed: `ab 12345` is `AB12345`. */
export const normalRegistrationNumber = (typed: string): string =>
  typed.replace(/[\s-]/g, '').toUpperCase();
