import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '../lib/i18n';
import { renderWithLocale } from '../test/render-with-locale';
import { ApplicationIdForm } from './application-id-form';

function setUp(language: Language = 'en') {
  const onOpen = vi.fn<(id: number) => void>();
  renderWithLocale(<ApplicationIdForm onOpen={onOpen} />, { language });
  const label = language === 'en' ? 'Application id' : 'Søknadsnummer';
  return { onOpen, user: userEvent.setup(), field: screen.getByLabelText(label) };
}

describe('ApplicationIdForm', () => {
  it('opens a well-formed id, spaces around it ignored', async () => {
    const { onOpen, user, field } = setUp();
    await user.type(field, ' 100005 ');
    await user.click(screen.getByRole('button', { name: 'Open application' }));
    expect(onOpen).toHaveBeenCalledWith(100005);
  });

  it('opens on Enter, for keyboard users', async () => {
    const { onOpen, user, field } = setUp();
    await user.type(field, '42{Enter}');
    expect(onOpen).toHaveBeenCalledWith(42);
  });

  it.each([
    ['', 'Enter an application id.'],
    ['abc', 'An application id is a positive whole number, like 100005.'],
    ['12.5', 'An application id is a positive whole number, like 100005.'],
    ['-3', 'An application id is a positive whole number, like 100005.'],
    ['0', 'An application id is 1 or more.'],
    ['99999999999', 'That number is too large to be an application id.'],
  ])('refuses %j with a message tied to the field, and opens nothing', async (input, message) => {
    const { onOpen, user, field } = setUp();
    if (input !== '') await user.type(field, input);
    await user.click(screen.getByRole('button', { name: 'Open application' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(field).toHaveFocus();
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('clears the message once the id is corrected', async () => {
    const { onOpen, user, field } = setUp();
    await user.type(field, 'x{Enter}');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '7{Enter}');
    expect(onOpen).toHaveBeenCalledWith(7);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('speaks Norwegian when that is chosen, the refusal included', async () => {
    const { onOpen, user, field } = setUp('nb');
    await user.type(field, 'abc');
    await user.click(screen.getByRole('button', { name: 'Åpne søknad' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Et søknadsnummer er et positivt heltall, som 100005.',
    );
    expect(onOpen).not.toHaveBeenCalled();
  });
});
