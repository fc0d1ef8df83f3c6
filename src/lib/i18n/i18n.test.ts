import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { PROBLEM_CODES, validateCalculationRequest } from '../../domain/calculation';
import {
  i18n,
  issueMessage,
  LANGUAGES,
  laterMessage,
  LOCALE_OF,
  localeOfBrowser,
  pickLanguage,
  problemMessage,
  sayMessage,
} from '.';

describe('pickLanguage', () => {
  it.each([
    [['nb-NO', 'en'], 'nb'],
    [['no'], 'nb'],
    [['nn-NO'], 'nb'],
    [['en-GB', 'nb'], 'en'],
    [['sv-SE'], 'en'],
    [[], 'en'],
  ] as const)('with no choice kept, reads the browser’s %j as %s', (preferred, language) => {
    expect(pickLanguage(null, preferred)).toBe(language);
  });

  it.each(LANGUAGES)('keeps the choice of %s whatever the browser says', (language) => {
    expect(pickLanguage(language, ['sv-SE'])).toBe(language);
    expect(pickLanguage(language, ['nb-NO'])).toBe(language);
  });

  it('reads a kept value that is no language as no choice', () => {
    expect(pickLanguage('sv', ['nb-NO'])).toBe('nb');
    expect(pickLanguage('', ['en-GB'])).toBe('en');
  });
});

describe('localeOfBrowser', () => {
  it.each([
    ['en', ['en-GB', 'en'], 'en-GB'],
    ['en', ['en-US', 'en'], 'en-US'],
    ['en', ['en-ie'], 'en-IE'],
    // No English region first: British English, never the US default.
    ['en', ['en'], 'en-GB'],
    ['en', ['nb-NO', 'nb', 'en-US', 'en'], 'en-GB'],
    ['en', ['sv-SE'], 'en-GB'],
    ['en', [], 'en-GB'],
    ['nb', ['en-US'], 'nb-NO'],
  ] as const)('writes %s for %j in %s', (language, preferred, locale) => {
    expect(localeOfBrowser(language, preferred)).toBe(locale);
  });

  it('has British English where no browser says more', () => {
    expect(LOCALE_OF.en).toBe('en-GB');
  });
});

describe('messages said later', () => {
  afterEach(() => {
    i18n.activate('en');
  });

  it('are said in the language active when shown, values included', () => {
    const message = laterMessage('common.validation.atLeast', { minimum: 1000 });
    i18n.activate('en');
    expect(sayMessage(message)).toBe('Must be 1,000 or more');
    i18n.activate('nb');
    expect(sayMessage(message).replace(/\s/g, ' ')).toBe('Må være 1 000 eller mer');
  });

  it('leave any other text, such as a server message, as it is', () => {
    expect(sayMessage('Purchase price is required')).toBe('Purchase price is required');
  });
});

describe('issueMessage', () => {
  const say = (schema: z.ZodMiniType, value: unknown) => {
    const issue = schema.safeParse(value).error?.issues[0];
    if (issue === undefined) throw new Error('The value was expected to be refused');
    return sayMessage(issueMessage(issue));
  };

  it('words a contract rule by its code and limits, whatever the schema wrote', () => {
    i18n.activate('nb');
    expect(say(z.number({ error: 'Must be a number' }).check(z.minimum(0)), -1)).toBe(
      'Må være 0 eller mer',
    );
    expect(say(z.int().check(z.maximum(600, { error: 'Must be at most 600' })), 601)).toBe(
      'Må være høyst 600',
    );
    expect(say(z.int(), 1.5)).toBe('Må være et heltall');
    expect(say(z.string().check(z.maxLength(3)), 'abcd')).toBe('Høyst 3 tegn');
    expect(say(z.email(), 'x')).toBe('Må være en e-postadresse');
    i18n.activate('en');
  });
});

describe('problemMessage', () => {
  afterEach(() => {
    i18n.activate('en');
  });

  it('has words in every language for every problem the engine reports', () => {
    for (const language of LANGUAGES) {
      i18n.activate(language);
      for (const code of PROBLEM_CODES) {
        const words = sayMessage(problemMessage({ message: 'English', code }));
        expect(words, `${language}: ${code}`).not.toMatch(/^(English|common\.problem\.)/);
      }
    }
  });

  it("says the engine's figures as amounts in the language of the moment", () => {
    const problem = validateCalculationRequest({
      object: { purchasePrice: { amount: 350_000 } },
      financialParameters: {
        equity: { amount: 400_000 },
        interestRate: 5,
        terms: { termCount: 60 },
      },
    })[0];
    if (problem === undefined) throw new Error('The equity was expected to be refused');
    const message = problemMessage(problem);
    i18n.activate('nb');
    expect(sayMessage(message).replace(/\s/g, ' ')).toBe(
      'Egenkapitalen må være mindre enn kontantprisen pluss produktene som finansieres med den (350 000,00 kr)',
    );
    i18n.activate('en');
    expect(sayMessage(message).replace(/\s/g, ' ')).toContain('(NOK 350,000.00)');
  });

  it("keeps the service's own words for a code the portal does not know", () => {
    expect(problemMessage({ message: 'Ask the bank', code: 'somethingNew' })).toBe('Ask the bank');
  });
});
