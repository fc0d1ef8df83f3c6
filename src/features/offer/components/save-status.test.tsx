import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithLocale } from '../../../test/render-with-locale';
import { SaveStatus } from './save-status';

describe('the save status, when another tab saved the offer first', () => {
  const renderConflict = (choices: { loadNewer?: () => Promise<void> } = {}) => {
    const onLoadNewer = vi.fn(choices.loadNewer ?? (() => Promise.resolve()));
    const onKeepAsCopy = vi.fn(() => Promise.resolve());
    renderWithLocale(
      <SaveStatus
        state={{ kind: 'conflict' }}
        onRetry={vi.fn()}
        onLoadNewer={onLoadNewer}
        onKeepAsCopy={onKeepAsCopy}
      />,
    );
    return { onLoadNewer, onKeepAsCopy };
  };

  it('offers the newer version first, then keeping this one as a copy', async () => {
    const { onLoadNewer, onKeepAsCopy } = renderConflict();
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Load the newer version (drops your changes here)',
      'Keep mine as a new offer',
    ]);
    expect(buttons[0]).not.toHaveClass('button--secondary');
    expect(buttons[1]).toHaveClass('button--secondary');
    await userEvent.click(screen.getByRole('button', { name: 'Keep mine as a new offer' }));
    expect(onKeepAsCopy).toHaveBeenCalledOnce();
    expect(onLoadNewer).not.toHaveBeenCalled();
  });

  it('says when a choice failed, and lets the dealer choose again', async () => {
    renderConflict({ loadNewer: () => Promise.reject(new Error('offline')) });
    const loadNewer = screen.getByRole('button', { name: /Load the newer version/ });
    await userEvent.click(loadNewer);
    expect(
      await screen.findByText('That did not work: the server did not answer. Try again.'),
    ).toBeInTheDocument();
    expect(loadNewer).toBeEnabled();
  });
});
