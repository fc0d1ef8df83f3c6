import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CalculationRequest } from '../../../domain/contract';
import {
  fakeApi,
  field,
  json,
  openOfferAt,
  renderOfferPage,
  setUpOfferPageTests,
  stepHeading,
  type FakeCall,
} from '../testing/render-offer-page';
import { usedCarLoan } from '../testing/products';

const priceList = () => json(200, { products: [usedCarLoan] });

const calculationRequests = (calls: FakeCall[]) =>
  calls
    .filter((call) => call.path === '/calculation')
    .map((call) => (call.body as { calculationRequest: CalculationRequest }).calculationRequest);

describe('the price list', { timeout: 30_000 }, () => {
  setUpOfferPageTests();

  it('fills the rate and fees in from the product that fits, and sends its productId', async () => {
    const { calls } = fakeApi({ '/product': priceList });
    const { user } = await openOfferAt('financial');
    expect(field('Nominal interest rate (% per year)')).toHaveValue('7.4');
    expect(field('Startup fee (NOK)')).toHaveValue('3,490');
    expect(field('Term fee (NOK)')).toHaveValue('95');
    expect(field('Non-recurrent fee (NOK)')).toHaveValue('1,172');
    const note = screen.getByRole('region', { name: 'Price list' });
    expect(note).toHaveTextContent('Price list: Billån, bruktbil');
    expect(note).toHaveTextContent('It allows 12 to 72 terms');
    // The salesperson may change a value within the bounds.
    await user.clear(field('Nominal interest rate (% per year)'));
    await user.type(field('Nominal interest rate (% per year)'), '6.5');
    await user.type(field('Equity (NOK)'), '35000');
    await user.click(screen.getByRole('button', { name: 'Next: Embedded products' }));
    await screen.findByRole('heading', { level: 2, name: 'Step 4 of 5: Embedded products' });
    await waitFor(() => {
      expect(calculationRequests(calls).at(-1)).toMatchObject({
        productId: 12,
        financialParameters: { interestRate: 6.5, startupFee: { amount: 3490 } },
      });
    });
  });

  it('calls a lease’s equity its initial rental, in the field and in the product’s bounds', async () => {
    const usedCarLeasing = {
      ...usedCarLoan,
      productId: 13,
      name: 'Billeasing',
      loanTypes: ['Leasing'],
    };
    fakeApi({ '/product': () => json(200, { products: [usedCarLoan, usedCarLeasing] }) });
    const { user } = await openOfferAt('financial');
    await user.click(screen.getByRole('radio', { name: 'Leasing' }));
    const note = screen.getByRole('region', { name: 'Price list' });
    await waitFor(() => {
      expect(note).toHaveTextContent('Price list: Billeasing');
    });
    expect(note).toHaveTextContent('initial rental of at least 10.00%');
    expect(field('Initial rental (NOK)')).toBeInTheDocument();
    expect(screen.queryByLabelText('Equity (NOK)')).not.toBeInTheDocument();
  });

  it('refuses values outside the product’s bounds, saying what is allowed', async () => {
    fakeApi({ '/product': priceList });
    const { user } = await openOfferAt('financial');
    await user.clear(field('Number of terms'));
    await user.type(field('Number of terms'), '84');
    await user.type(field('Equity (NOK)'), '10000');
    await user.click(screen.getByRole('button', { name: 'Next: Embedded products' }));
    expect(field('Number of terms')).toHaveAccessibleDescription(
      'Billån, bruktbil allows 12 to 72 terms',
    );
    expect(field('Equity (NOK)')).toHaveAccessibleDescription(
      expect.stringContaining(
        'Billån, bruktbil requires equity of at least 10 % of the cash price (NOK 35,000)',
      ),
    );
    expect(stepHeading('Step 3 of 5: Financial parameters')).toBeInTheDocument();
  });

  it('says it in Norwegian too', async () => {
    fakeApi({ '/product': priceList });
    const { user } = renderOfferPage('nb');
    await user.click(await screen.findByRole('radio', { name: 'Brukt' }));
    await user.type(screen.getByLabelText('Kjøpesum (kr)', { exact: true }), '350 000');
    await user.click(screen.getByRole('button', { name: 'Neste: Kunde' }));
    await user.click(await screen.findByRole('radio', { name: 'Privatperson' }));
    await user.click(screen.getByRole('button', { name: 'Neste: Finansielle vilkår' }));
    const terms = await screen.findByLabelText('Antall terminer', { exact: true });
    await user.clear(terms);
    await user.type(terms, '96');
    await user.click(screen.getByRole('button', { name: 'Neste: Tilleggsprodukter' }));
    expect(terms).toHaveAccessibleDescription('Billån, bruktbil tillater 12 til 72 terminer');
  });

  it('fills nothing in when the service has no price list (404)', async () => {
    await openOfferAt('financial');
    expect(field('Startup fee (NOK)')).toHaveValue('');
    expect(field('Nominal interest rate (% per year)')).toHaveValue('');
    expect(screen.queryByRole('region', { name: 'Price list' })).not.toBeInTheDocument();
  });
});

describe('the payment grid', { timeout: 30_000 }, () => {
  setUpOfferPageTests();

  it('applies a chosen cell to the offer, which the service then confirms', async () => {
    const { calls } = fakeApi({ '/product': priceList });
    const { user } = await openOfferAt('financial');
    await user.type(field('Equity (NOK)'), '35000');
    await user.click(screen.getByRole('button', { name: 'Next: Embedded products' }));
    await user.click(await screen.findByRole('button', { name: 'Next: Result' }));
    const grid = await screen.findByRole('table', { name: /Payment per term: number of terms/ });
    // Within the product: 36 to 72 terms, equity from 10 % (NOK 35 000, the cell in use).
    expect(
      within(grid)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['36', '48', '60', '72']);
    expect(within(grid).getAllByRole('columnheader')[2]).toHaveTextContent(/^10\.00%NOK 35,000/);
    const cell = within(grid).getByRole('button', { name: /^72 terms, equity 20\.00%/ });
    expect(cell).toHaveAttribute('aria-pressed', 'false');
    await user.click(cell);
    expect(cell).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => {
      expect(calculationRequests(calls).at(-1)).toMatchObject({
        financialParameters: { equity: { amount: 70_000 }, terms: { termCount: 72 } },
      });
    });
    expect(await screen.findByText(/72 terms and equity 20\.00% are in use/)).toBeInTheDocument();
  });

  it('pins up to three scenarios and compares them side by side', async () => {
    const { user } = await openOfferAt('result');
    const pin = await screen.findByRole('button', { name: 'Pin this offer' });
    const grid = screen.getByRole('table', { name: /Payment per term: number of terms/ });
    await user.click(pin);
    await user.click(within(grid).getByRole('button', { name: /^36 terms, equity 10\.00%/ }));
    await user.click(pin);
    await user.click(within(grid).getByRole('button', { name: /^84 terms, equity 30\.00%/ }));
    await user.click(pin);
    expect(pin).toBeDisabled();
    const comparison = screen.getByRole('table', { name: 'Pinned scenarios side by side' });
    const headers = within(comparison).getAllByRole('columnheader');
    expect(headers.map((header) => header.firstChild?.textContent?.replace(/\s+/g, ' '))).toEqual([
      '60 terms, equity NOK 0.00',
      '36 terms, equity NOK 35,000.00',
      '84 terms, equity NOK 105,000.00',
    ]);
    expect(
      within(comparison)
        .getAllByRole('rowheader')
        .map((row) => row.textContent),
    ).toEqual([
      'Payment per term',
      'Effective interest rate',
      'Total credit cost',
      'Total amount payable',
    ]);
    await user.click(
      within(comparison).getByRole('button', { name: /^Remove 36 terms, equity NOK\s35,000\.00$/ }),
    );
    expect(within(comparison).getAllByRole('columnheader')).toHaveLength(2);
    expect(pin).toBeEnabled();
  });
});
