import { describe, expect, it } from 'vitest';
import { isValidNationalIdentityNumber, isValidOrganizationNumber } from './identity-numbers';

describe('isValidNationalIdentityNumber', () => {
  it.each(['01010150236', '15076500565', '29029900157', '41010150491'])(
    'accepts %s (fødselsnummer and D-number)',
    (number) => {
      expect(isValidNationalIdentityNumber(number)).toBe(true);
    },
  );

  it.each([
    ['a wrong first check digit', '01010150246'],
    ['a wrong second check digit', '01010150237'],
    ['ten digits', '0101015023'],
    ['twelve digits', '010101502360'],
    ['letters', '0101015023a'],
    ['spaces', '010101 50236'],
    ['nothing', ''],
  ])('refuses %s', (_reason, number) => {
    expect(isValidNationalIdentityNumber(number)).toBe(false);
  });
});

describe('isValidOrganizationNumber', () => {
  it.each(['923609016', '974760673', '984851006'])('accepts %s', (number) => {
    expect(isValidOrganizationNumber(number)).toBe(true);
  });

  it.each([
    ['a wrong check digit', '923609017'],
    ['eight digits', '92360901'],
    ['letters', '92360901x'],
  ])('refuses %s', (_reason, number) => {
    expect(isValidOrganizationNumber(number)).toBe(false);
  });
});
