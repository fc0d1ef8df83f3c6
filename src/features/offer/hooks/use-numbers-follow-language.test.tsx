import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  field,
  renderOfferPage,
  setUpOfferPageTests,
  stepHeading,
} from '../testing/render-offer-page';

setUpOfferPageTests();

// Intl writes no-break spaces; the expectations are written with plain ones.
const valueOf = (label: string) =>
  (field(label) as HTMLInputElement).value.replace(/[\u00a0\u202f]/g, ' ');

describe('numbers typed before a language switch', () => {
  it('are rewritten the new language’s way, and the step goes on', async () => {
    const { user } = renderOfferPage('nb', { languageSwitch: true });
    await user.click(screen.getByRole('radio', { name: 'Brukt' }));
    await user.type(field('Merke'), 'Tesla');
    await user.type(field('Årsmodell'), '2020');
    await user.type(field('Kjøpesum (kr)'), '350.000,50');
    await user.type(field('Herav mva. (kr)'), '70.000');
    await user.type(field('Kilometerstand'), '12 000');

    await user.click(screen.getByRole('button', { name: 'Language en' }));
    await screen.findByLabelText('Purchase price (NOK)');

    expect(valueOf('Purchase price (NOK)')).toBe('350,000.50');
    expect(valueOf('VAT included (NOK)')).toBe('70,000');
    // Read the same in both languages: as typed.
    expect(valueOf('Kilometres driven')).toBe('12 000');
    expect(valueOf('Year')).toBe('2020');
    expect(valueOf('Make')).toBe('Tesla');

    await user.click(screen.getByRole('button', { name: 'Next: Customer' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Step 2 of 5: Customer' }),
    ).toBeInTheDocument();
  });

  it('are rewritten back, and text that is no number stays as typed', async () => {
    const { user } = renderOfferPage('en', { languageSwitch: true });
    await user.type(field('Purchase price (NOK)'), '5.5');
    await user.type(field('Kilometres driven'), 'about 12.000');

    await user.click(screen.getByRole('button', { name: 'Language nb' }));
    await screen.findByLabelText('Kjøpesum (kr)');

    expect(valueOf('Kjøpesum (kr)')).toBe('5,5');
    expect(valueOf('Kilometerstand')).toBe('about 12.000');
    expect(stepHeading('Steg 1 av 5: Objekt')).toBeInTheDocument();
  });

  it('a refusal in the old language is checked again in the new one', async () => {
    const { user } = renderOfferPage('nb', { languageSwitch: true });
    await user.type(field('Kjøpesum (kr)'), '5.5');
    await user.tab();
    expect(field('Kjøpesum (kr)')).toHaveAccessibleDescription(expect.stringContaining('5,5'));

    await user.click(screen.getByRole('button', { name: 'Language en' }));
    await screen.findByLabelText('Purchase price (NOK)');

    expect(valueOf('Purchase price (NOK)')).toBe('5.5');
    await expect
      .poll(() => field('Purchase price (NOK)').getAttribute('aria-invalid'))
      .not.toBe('true');
  });
});
