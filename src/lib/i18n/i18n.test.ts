import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { i18n, issueMessage, languageOfBrowser, laterMessage, sayMessage } from '.';

describe('languageOfBrowser', () => {
  it.each([
    [['nb-NO', 'en'], 'nb'],
    [['no'], 'nb'],
    [['nn-NO'], 'nb'],
    [['en-GB', 'nb'], 'en'],
    [['sv-SE'], 'en'],
    [[], 'en'],
  ] as const)('reads %j as %s', (preferred, language) => {
    expect(languageOfBrowser(preferred)).toBe(language);
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
  const say = (schema: z.ZodType, value: unknown) => {
    const issue = schema.safeParse(value).error?.issues[0];
    if (issue === undefined) throw new Error('The value was expected to be refused');
    return sayMessage(issueMessage(issue));
  };

  it('words a contract rule by its code and limits, whatever the schema wrote', () => {
    i18n.activate('nb');
    expect(say(z.number({ error: 'Must be a number' }).min(0), -1)).toBe('Må være 0 eller mer');
    expect(say(z.int().max(600, { error: 'Must be at most 600' }), 601)).toBe('Må være høyst 600');
    expect(say(z.int(), 1.5)).toBe('Må være et heltall');
    expect(say(z.string().max(3), 'abcd')).toBe('Høyst 3 tegn');
    expect(say(z.email(), 'x')).toBe('Må være en e-postadresse');
    i18n.activate('en');
  });
});
