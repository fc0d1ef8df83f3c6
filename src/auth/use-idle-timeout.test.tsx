import { act, screen } from '@testing-library/react';
import { renderWithLocale } from '../test/render-with-locale';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IdleWarning } from './idle-warning';
import { LAST_ACTIVITY_KEY, useIdleTimeout } from './use-idle-timeout';

function IdlePortal({ idleSeconds, onTimeout }: { idleSeconds: number; onTimeout: () => void }) {
  const { secondsLeft, stay } = useIdleTimeout(idleSeconds, onTimeout);
  return (
    <>
      <input aria-label="Make" />
      {secondsLeft === undefined ? null : <IdleWarning secondsLeft={secondsLeft} onStay={stay} />}
    </>
  );
}

const warning = () => screen.queryByRole('alertdialog', { name: 'Are you still there?' });
const pass = (seconds: number) => {
  act(() => {
    vi.advanceTimersByTime(seconds * 1_000);
  });
};

describe('the idle sign-out', () => {
  beforeEach(() => {
    window.localStorage.clear();
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('warns a minute before the idle time runs out, then signs out', () => {
    const onTimeout = vi.fn();
    renderWithLocale(<IdlePortal idleSeconds={30 * 60} onTimeout={onTimeout} />);
    pass(29 * 60 - 1);
    expect(warning()).toBeNull();
    pass(1);
    expect(warning()).toHaveTextContent('signed out in 60 seconds');
    expect(screen.getByRole('button', { name: 'Stay signed in' })).toHaveFocus();
    // The page behind it is out of reach of Tab and screen readers until the user answers.
    expect(screen.getByLabelText('Make').closest('[inert]')).not.toBeNull();
    pass(59);
    expect(onTimeout).not.toHaveBeenCalled();
    pass(1);
    expect(onTimeout).toHaveBeenCalledOnce();
  });

  it('starts the idle time again on every use of the portal', async () => {
    const onTimeout = vi.fn();
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderWithLocale(<IdlePortal idleSeconds={120} onTimeout={onTimeout} />);
    pass(50);
    await user.type(screen.getByLabelText('Make'), 'Volvo');
    pass(50);
    expect(warning()).toBeNull();
    pass(20);
    expect(warning()).not.toBeNull();
  });

  it('counts the user’s hand, not the page scrolling by itself', () => {
    const onTimeout = vi.fn();
    renderWithLocale(<IdlePortal idleSeconds={120} onTimeout={onTimeout} />);
    pass(50);
    // Content that grows above the fold moves the page (scroll anchoring): nobody is there.
    window.dispatchEvent(new Event('scroll'));
    pass(10);
    expect(warning()).not.toBeNull();
  });

  it('keeps the user who chooses to stay, and only them: a passing key press does not', async () => {
    const onTimeout = vi.fn();
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderWithLocale(<IdlePortal idleSeconds={120} onTimeout={onTimeout} />);
    pass(61);
    await user.keyboard('x');
    pass(1);
    expect(warning()).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(warning()).toBeNull();
    expect(screen.getByLabelText('Make').closest('[inert]')).toBeNull();
    pass(119);
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('keeps the user signed in while they work in another tab of the portal', () => {
    const onTimeout = vi.fn();
    renderWithLocale(<IdlePortal idleSeconds={120} onTimeout={onTimeout} />);
    pass(61);
    expect(warning()).not.toBeNull();
    window.localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now()));
    pass(1);
    expect(warning()).toBeNull();
    pass(58);
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('warns half the idle time ahead when the idle time is short', () => {
    renderWithLocale(<IdlePortal idleSeconds={60} onTimeout={vi.fn()} />);
    pass(29);
    expect(warning()).toBeNull();
    pass(1);
    expect(warning()).toHaveTextContent('signed out in 30 seconds');
  });
});
