import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithLocale } from '../test/render-with-locale';
import { StartingPage } from './starting-page';

function startAt(path: string, language: 'en' | 'nb' = 'en') {
  window.history.replaceState(null, '', path);
  return renderWithLocale(<StartingPage />, { language });
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('the page shown while the portal signs in', () => {
  it('names the page of the address and what it is for', () => {
    startAt('/offers/new');
    expect(screen.getByRole('heading', { level: 1, name: 'New offer' })).toBeInTheDocument();
    expect(screen.getByText(/^Object, customer, financial parameters/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Signing in');
  });

  it('takes an application’s number from the address, in the user’s language', () => {
    startAt('/applications/100008', 'nb');
    expect(screen.getByRole('heading', { level: 1, name: 'Søknad 100008' })).toBeInTheDocument();
  });

  it('names no page whose words only its screen knows', () => {
    startAt('/salespeople/1001');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Signing in');
  });

  it('leaves out a lead that depends on the user, not known yet', () => {
    startAt('/dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Figures' })).toBeInTheDocument();
    expect(screen.queryByText(/offers and applications of a period/i)).not.toBeInTheDocument();
  });
});
