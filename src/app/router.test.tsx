import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { renderWithLocale } from '../test/render-with-locale';
import { lazyScreens, ScreenBoundary } from './router';

function FailingScreen(): never {
  throw new TypeError('Failed to fetch dynamically imported module');
}

describe('a screen that fails', () => {
  it('is replaced by a way on, and the next page shows again', async () => {
    // React reports the caught error on the console; the test needs no noise from it.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithLocale(
      <MemoryRouter initialEntries={['/broken']}>
        <Link to="/fine">Elsewhere</Link>
        <Routes>
          <Route element={<ScreenBoundary />}>
            <Route path="/broken" element={<FailingScreen />} />
            <Route path="/fine" element={<p>Another screen</p>} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This screen could not be shown');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('Another screen')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('a screen whose code is on the way', () => {
  /** A screen's chunk, arriving when the test says. */
  function chunkOnTheWay() {
    let arrive: (module: { Screen: ComponentType }) => void = () => undefined;
    let fail: (error: Error) => void = () => undefined;
    const promise = new Promise<{ Screen: ComponentType }>((resolve, reject) => {
      arrive = resolve;
      fail = reject;
    });
    return { promise, arrive, fail };
  }

  function screenLoadingFrom(load: () => Promise<{ Screen: ComponentType }>) {
    const { Screen } = lazyScreens({ Screen: load }).Screen;
    return (
      <MemoryRouter>
        <Link to="/">The screen's page</Link>
        <Link to="/elsewhere">Elsewhere</Link>
        <Routes>
          <Route element={<ScreenBoundary />}>
            <Route path="/" element={<Screen waiting={<h1>What is coming</h1>} />} />
            <Route path="/elsewhere" element={<p>Another screen</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    );
  }

  it('shows what it waits with, then the screen as soon as its code is in', async () => {
    const chunk = chunkOnTheWay();
    renderWithLocale(screenLoadingFrom(() => chunk.promise));
    expect(screen.getByRole('heading', { name: 'What is coming' })).toBeInTheDocument();

    // Drawn with the chunk's arrival, not held back for React's 300 ms after a fallback.
    await act(async () => {
      chunk.arrive({ Screen: () => <h1>The screen</h1> });
      await chunk.promise;
    });
    expect(screen.getByRole('heading', { name: 'The screen' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'What is coming' })).not.toBeInTheDocument();
  });

  it('is replaced by a way on when its code cannot be fetched, and fetched again on return', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<{ Screen: ComponentType }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ Screen: () => <h1>The screen</h1> });
    renderWithLocale(screenLoadingFrom(load));
    expect(await screen.findByRole('alert')).toHaveTextContent('This screen could not be shown');

    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('Another screen')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: "The screen's page" }));
    expect(await screen.findByRole('heading', { name: 'The screen' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
