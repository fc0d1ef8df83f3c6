import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithLocale } from '../test/render-with-locale';
import { PageHeadAt } from './page-head-at';

describe('the head of a page whose screen is on the way', () => {
  const manager = { roles: ['staff', 'manager'], salesPersonId: undefined };
  const salesperson = { roles: ['staff'], salesPersonId: 1001 };

  it('says what the page is for as its screen says it to the user', () => {
    renderWithLocale(<PageHeadAt pathname="/dashboard" user={manager} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Figures' })).toBeInTheDocument();
    expect(screen.getByText(/every salesperson's, or one's/)).toBeInTheDocument();
  });

  it('says it to a salesperson as their own', () => {
    renderWithLocale(<PageHeadAt pathname="/dashboard" user={salesperson} />);
    expect(screen.getByText('Your offers and applications of a period.')).toBeInTheDocument();
  });

  it('names the new offer, not the saved offer its path could also be', () => {
    renderWithLocale(<PageHeadAt pathname="/offers/new" user={salesperson} />);
    expect(screen.getByRole('heading', { level: 1, name: 'New offer' })).toBeInTheDocument();
  });

  it('shows nothing for a page whose words only its screen knows', () => {
    const { container } = renderWithLocale(<PageHeadAt pathname="/salespeople/1001" />);
    expect(container).toBeEmptyDOMElement();
  });
});
