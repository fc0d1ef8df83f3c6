import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { renderWithLocale } from '../test/render-with-locale';
import { ScreenBoundary } from './router';

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
