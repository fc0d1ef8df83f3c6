import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithLocale } from '../test/render-with-locale';
import { isLanguage } from './i18n';
import { LANGUAGE_STORAGE_KEY, useLocale } from './locale';

function LanguageChoice() {
  const { language, setLanguage, t, amount } = useLocale();
  return (
    <>
      <p>{t('common.nav.newOffer')}</p>
      <p>{amount(1234.5)}</p>
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
});
