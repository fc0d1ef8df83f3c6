import { describe, expect, it } from 'vitest';
import { itemisedExtrasTotal } from './itemised-extras';

const item = (price: string) => ({ code: '', name: 'Tow bar', price });

describe('itemisedExtrasTotal', () => {
  it('adds up the prices as typed, to the øre', () => {
    expect(itemisedExtrasTotal([item('12 500'), item('0.10'), item('0.20')], 'en')).toBe(12500.3);
    expect(itemisedExtrasTotal([item('1 000,50'), item('2000')], 'nb')).toBe(3000.5);
  });

  it('is undefined when no item has a price to read', () => {
    expect(itemisedExtrasTotal([], 'en')).toBeUndefined();
    expect(itemisedExtrasTotal([item(''), item('about 500')], 'en')).toBeUndefined();
  });

  it('leaves out a price that cannot be read, which its own field explains', () => {
    expect(itemisedExtrasTotal([item('4 990'), item('5 kr 00')], 'en')).toBe(4990);
  });
});
