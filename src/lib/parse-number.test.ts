import { describe, expect, it } from 'vitest';
import { isBlank, parseNumber } from './parse-number';

describe('parseNumber', () => {
  it.each([
    ['350 000', 350_000],
    ['350000', 350_000],
    ['350000,50', 350_000.5],
    ['350000.50', 350_000.5],
    ['350 000,50', 350_000.5],
    ['350\u00a0000', 350_000],
    ['350\u202f000,5', 350_000.5],
    ['  12  ', 12],
    ['6,9', 6.9],
    ['6,9 %', 6.9],
    ['0', 0],
    [',5', 0.5],
    ['10.', 10],
    ['-1,5', -1.5],
  ])('reads %j as %d', (text, expected) => {
    expect(parseNumber(text)).toBe(expected);
  });

  it.each(['', ' ', 'abc', '12a', '1,234.50', '1.234,50', '12,3,4', '1.2.3', '--1', '1e5', 'NaN'])(
    'refuses %j',
    (text) => {
      expect(parseNumber(text)).toBeUndefined();
    },
  );
});

describe('isBlank', () => {
  it('treats empty and whitespace as blank', () => {
    expect(isBlank(undefined)).toBe(true);
    expect(isBlank('  ')).toBe(true);
    expect(isBlank('0')).toBe(false);
  });
});
