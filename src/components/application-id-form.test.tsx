import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApplicationIdForm } from './application-id-form';

function setUp() {
  const onOpen = vi.fn<(id: number) => void>();
  render(<ApplicationIdForm onOpen={onOpen} />);
  return { onOpen, user: userEvent.setup(), field: screen.getByLabelText('Application id') };
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
    ['abc', 'An application id is a whole number, like 100005.'],
    ['12.5', 'An application id is a whole number, like 100005.'],
    ['-3', 'An application id is a whole number, like 100005.'],
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
});
