import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithLocale } from '../test/render-with-locale';
import { isLanguage, LANGUAGE_STORAGE_KEY } from './i18n';
import { useLocale } from './locale';

function LanguageChoice() {
  const { language, setLanguage, t, amount, date } = useLocale();
  return (
    <>
      <p>{t('common.nav.newOffer')}</p>
      <p>{amount(1234.5)}</p>
      <p>{date('2026-11-27')}</p>
      <select
        aria-label="language"
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) setLanguage(event.target.value);
        }}
      >
        <option value="nb">nb</option>
        <option value="en">en</option>
      </select>
    </>
  );
}

describe('LocaleProvider', () => {
  it('changes words, amounts and the page language at once, and remembers the choice', async () => {
    renderWithLocale(<LanguageChoice />);
    expect(screen.getByText('New offer')).toBeInTheDocument();
    expect(screen.getByText('NOK 1,234.50')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'language' }), 'nb');

    expect(await screen.findByText('Nytt tilbud')).toBeInTheDocument();
    expect(screen.getByText(/^1\s234,50\skr$/)).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('nb');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('nb');
  });

  describe('English dates', () => {
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it.each([
      [['en-GB', 'en'], '27 Nov 2026'],
      [['en-US', 'en'], 'Nov 27, 2026'],
      [['nb-NO', 'en-US'], '27 Nov 2026'],
    ])('follow a browser that prefers %j: %s', (preferred, shown) => {
      vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(preferred);
      renderWithLocale(<LanguageChoice />);
      expect(screen.getByText(shown)).toBeInTheDocument();
      expect(screen.getByText('NOK 1,234.50')).toBeInTheDocument();
    });
  });
});
