import { describe, expect, it } from 'vitest';
import type { Calculation } from '../../domain/contract';
import type { Translate } from '../../lib/i18n';
import { rateSourceLabel } from './rate-source-label';

/** The message id and its values, so the test reads which message was chosen. */
const t: Translate = (id, values) =>
  values === undefined ? id : `${id} ${JSON.stringify(values)}`;

const calculation = (of: Partial<Calculation>) => of as Calculation;

describe('rateSourceLabel', () => {
  it('says the rate was given in the offer', () => {
    expect(rateSourceLabel(calculation({ interestRateSource: 'request' }), t)).toBe(
      'common.rateSource.request',
    );
  });

  describe.each(['campaign', 'fundingInterest'] as const)('for a %s', (source) => {
    const withId = calculation({ interestRateSource: source, [`${source}Id`]: 7 });

    it('names it where the name is known', () => {
      expect(rateSourceLabel(withId, t, { [source]: 'Spring' })).toBe(
        `common.rateSource.${source}Named {"name":"Spring"}`,
      );
    });

    it('gives its id where only that is known', () => {
      expect(rateSourceLabel(withId, t)).toBe(`common.rateSource.${source} {"id":7}`);
    });

    it('says only what it is where neither is', () => {
      expect(rateSourceLabel(calculation({ interestRateSource: source }), t)).toBe(
        `common.rateSource.${source}Unnamed`,
      );
    });
  });
});
