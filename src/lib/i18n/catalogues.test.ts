import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';

/** The catalogues as written: `src/locales/<language>/<area>.json`. */
const files = import.meta.glob<Record<string, string>>('../../locales/*/*.json', {
  eager: true,
  import: 'default',
});

function catalogue(language: string, area: string): Record<string, string> {
  return files[`../../locales/${language}/${area}.json`] ?? {};
}

const areas = [
  ...new Set(Object.keys(files).map((path) => path.split('/').at(-1)?.replace('.json', ''))),
].filter((area): area is string => area !== undefined);

/** What a message needs from its caller: its ICU arguments, with their kind, and its tags. */
function needs(message: string): string[] {
  const found = new Set<string>();
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument') found.add(token.arg);
      if (token.type === 'function') found.add(`${token.arg}, ${token.key}`);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        found.add(`${token.arg}, ${token.type}`);
        for (const selectCase of token.cases) visit(selectCase.tokens);
      }
    }
  };
  visit(parse(message));
  for (const tag of message.match(/<\/?\d+\s*\/?>/g) ?? []) found.add(tag);
  return [...found].sort();
}

describe('message catalogues', () => {
  it('have an area per file, the same areas in every language', () => {
    for (const language of LANGUAGES) {
      expect(
        Object.keys(files).filter((path) => path.includes(`/locales/${language}/`)),
      ).toHaveLength(areas.length);
    }
  });

  describe.each(areas)('%s', (area) => {
    const english = catalogue('en', area);

    it.each(LANGUAGES)('in %s has the same ids as in English', (language) => {
      expect(Object.keys(catalogue(language, area)).sort()).toEqual(Object.keys(english).sort());
    });

    it.each(LANGUAGES)('in %s asks for the same values as in English', (language) => {
      const translated = catalogue(language, area);
      for (const [id, message] of Object.entries(english)) {
        expect({ id, needs: needs(translated[id] ?? '') }).toEqual({ id, needs: needs(message) });
      }
    });

    it('names each id after its area, with no message left empty', () => {
      for (const language of LANGUAGES) {
        for (const [id, message] of Object.entries(catalogue(language, area))) {
          expect(id).toMatch(new RegExp(`^${area}\\.[a-z][A-Za-z0-9]*(\\.[A-Za-z0-9]+)*$`));
          expect(message.trim()).not.toBe('');
        }
      }
    });
  });
});
