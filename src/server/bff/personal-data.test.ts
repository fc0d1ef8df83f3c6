import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskNationalIdentityNumber } from '../../domain/identity-numbers';
import { withoutPersonalData } from './personal-data';

/** The answer as the page may see it, by the rule itself: every identity number masked. */
const masked = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value), (key, field: unknown) =>
    key === 'nationalIdentityNumber' && typeof field === 'string'
      ? maskNationalIdentityNumber(field)
      : field,
  );

describe('identity numbers leaving the portal server', () => {
  it('are cut to their first 6 digits wherever they stand', () => {
    const body = JSON.stringify({
      applicationId: 7,
      applicant: { firstName: 'Kari', nationalIdentityNumber: '15038541215' },
      history: [{ applicant: { nationalIdentityNumber: '01010112345' } }],
    });
    expect(JSON.parse(withoutPersonalData(body))).toEqual({
      applicationId: 7,
      applicant: { firstName: 'Kari', nationalIdentityNumber: '150385*****' },
      history: [{ applicant: { nationalIdentityNumber: '010101*****' } }],
    });
  });

  it('are cut also where the key is spelt with escapes', () => {
    const body = '{"applicant":{"national\\u0049dentityNumber":"15038541215"}}';
    expect(JSON.parse(withoutPersonalData(body))).toEqual({
      applicant: { nationalIdentityNumber: '150385*****' },
    });
  });

  it('leaves answers without one, and organisation numbers, as they are', () => {
    const calculation = '{"calculation":{"termAmount":4665.85}}';
    expect(withoutPersonalData(calculation)).toBe(calculation);
    const business = '{"applicant":{"organizationNumber":"923609016"}}';
    expect(withoutPersonalData(business)).toBe(business);
  });

  it('are cut in a body the caller parsed already, and an answer without one stays as written', () => {
    const body = '{"applicant":{"nationalIdentityNumber":"15038541215"}}';
    expect(withoutPersonalData(body, JSON.parse(body))).toBe(
      '{"applicant":{"nationalIdentityNumber":"150385*****"}}',
    );
    // A 64-bit reference the service keeps exactly: parsed, it would be rounded.
    const business = '{"context":{"externalSystemRef":9007199254740993}}';
    expect(withoutPersonalData(business, JSON.parse(business))).toBe(business);
  });

  it('passes text that is not JSON unchanged', () => {
    expect(withoutPersonalData('"nationalIdentityNumber" <html>')).toBe(
      '"nationalIdentityNumber" <html>',
    );
  });

  it('are cut in the text exactly as in the parsed answer, whatever the answer holds', () => {
    const identityNumber = fc.stringMatching(/^[0-9]{11}$/);
    const answer = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        fc.jsonValue({ maxDepth: 1 }),
        fc.record({ nationalIdentityNumber: identityNumber, firstName: fc.string() }),
        fc.array(tie('value'), { maxLength: 3 }),
        fc.dictionary(fc.string(), tie('value'), { maxKeys: 3 }),
      ),
    })).value;
    fc.assert(
      fc.property(answer, (value) => {
        const body = JSON.stringify(value);
        expect(JSON.parse(withoutPersonalData(body))).toEqual(masked(JSON.parse(body)));
      }),
      { numRuns: 300 },
    );
  });
});
