import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithLocale } from '../test/render-with-locale';
import { AuthContext, type Auth } from './auth-context';
import { RequireRole } from './require-role';

function renderAs(roles: string[]) {
  const auth: Auth = {
    user: {
      subject: 'user-dealer',
      username: 'dealer',
      name: 'Dina Dealer',
      roles,
      salesPersonId: 1001,
    },
    dealerName: 'Nordvik Motor AS',
    signOut: () => Promise.resolve(),
  };
  return renderWithLocale(
    <AuthContext.Provider value={auth}>
      <RequireRole role="manager">
        <p>Salespeople list</p>
      </RequireRole>
    </AuthContext.Provider>,
    { wrapper: MemoryRouter },
  );
}

describe('RequireRole', () => {
  it('shows the screen to a user with the role', () => {
    renderAs(['staff', 'manager']);
    expect(screen.getByText('Salespeople list')).toBeInTheDocument();
  });

  it('tells anyone else plainly that they are not allowed', () => {
    renderAs(['staff']);
    expect(screen.queryByText('Salespeople list')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.getByText(/signed in as dealer, who does not have it/)).toBeInTheDocument();
  });
});
