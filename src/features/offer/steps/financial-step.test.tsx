import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { field, openOfferAt, setUpOfferPageTests, stepHeading } from '../testing/render-offer-page';

describe('the financial parameters step', { timeout: 20_000 }, () => {
  setUpOfferPageTests();

  it('passes with a rate, and shows the payment beside the form as it is typed', async () => {
    const { user } = await openOfferAt('financial');
    const payment = screen.getByRole('complementary', { name: 'Payment' });
    expect(within(payment).getByText('–')).toBeInTheDocument();
    await user.type(field('Nominal interest rate (% per year)'), '6.9');
    expect(within(payment).getByText(/per month/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next: Embedded products' }));
    await waitFor(() => {
      expect(stepHeading('Step 4 of 5: Embedded products')).toHaveFocus();
    });
  });

  it('needs a rate and a number of terms, each within bounds', async () => {
    const { user } = await openOfferAt('financial');
    await user.clear(field('Number of terms'));
    await user.click(screen.getByRole('button', { name: 'Next: Embedded products' }));
    await waitFor(() => {
      expect(field('Number of terms')).toHaveAccessibleDescription('Give the number of terms');
      expect(field('Nominal interest rate (% per year)')).toHaveAccessibleDescription(
        expect.stringContaining('Give an interest rate, or choose a funding interest'),
      );
    });
    await user.type(field('Number of terms'), '601');
    await user.type(field('Nominal interest rate (% per year)'), '120');
    await user.click(screen.getByRole('button', { name: 'Next: Embedded products' }));
    await waitFor(() => {
      expect(field('Number of terms')).toHaveAccessibleDescription('Must be at most 600');
      expect(field('Nominal interest rate (% per year)')).toHaveAccessibleDescription(
        expect.stringContaining('Must be at most 100'),
      );
    });
  });

  it('asks for a count or a rate with an example of its own kind, not an amount', async () => {
    const { user } = await openOfferAt('financial');
    await user.clear(field('Number of terms'));
    await user.type(field('Number of terms'), 'abc');
    await user.type(field('Nominal interest rate (% per year)'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Next: Embedded products' }));
    await waitFor(() => {
      expect(field('Number of terms')).toHaveAccessibleDescription('Enter a whole number, like 60');
      expect(field('Nominal interest rate (% per year)')).toHaveAccessibleDescription(
        expect.stringContaining('Enter a number, like 6.5'),
      );
    });
    // A count takes no decimals, however written; a rate written the bokmål way is shown as here.
    await user.clear(field('Number of terms'));
    await user.type(field('Number of terms'), '12,5');
    await user.clear(field('Nominal interest rate (% per year)'));
    await user.type(field('Nominal interest rate (% per year)'), '6,9');
    await waitFor(() => {
      expect(field('Number of terms')).toHaveAccessibleDescription('Enter a whole number, like 60');
      expect(field('Nominal interest rate (% per year)')).toHaveAccessibleDescription(
        expect.stringContaining('as in 6.9'),
      );
    });
  });

  it('converts the equity when it is given the other way, never reads the number anew', async () => {
    const { user } = await openOfferAt('financial');
    await user.type(field('Equity (NOK)'), '52 500');
    const givenAs = screen.getByRole('group', { name: 'Equity given as' });
    await user.click(within(givenAs).getByRole('radio', { name: '% of the cash price' }));
    // 52 500 of the price of 350 000.
    await waitFor(() => {
      expect(field('Equity (%)')).toHaveValue('15');
    });
    await user.clear(field('Equity (%)'));
    await user.type(field('Equity (%)'), '12.5');
    await user.click(within(givenAs).getByRole('radio', { name: 'NOK' }));
    await waitFor(() => {
      expect(field('Equity (NOK)')).toHaveValue('43,750');
    });
  });

  it('stops equity at or above the price, by the engine’s rule', async () => {
    const { user } = await openOfferAt('financial');
    await user.type(field('Equity (NOK)'), '350 000');
    await user.type(field('Nominal interest rate (% per year)'), '5');
    await user.click(screen.getByRole('button', { name: 'Next: Embedded products' }));
    await waitFor(() => {
      expect(field('Equity (NOK)')).toHaveFocus();
    });
    expect(field('Equity (NOK)')).toHaveAccessibleDescription(
      expect.stringContaining('The equity must be less than the cash price'),
    );
    expect(stepHeading('Step 3 of 5: Financial parameters')).toBeInTheDocument();
  });

  it('after a stop, the messages and the summary follow every change, without leaving the field', async () => {
    const { user } = await openOfferAt('financial');
    await user.type(field('Equity (NOK)'), '350 000');
    await user.click(screen.getByRole('button', { name: 'Next: Embedded products' }));
    // The schema speaks first: the engine's rules need every value of the step.
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Give an interest rate');

    // The rate, typed: its message and its line in the summary go at once.
    await user.type(field('Nominal interest rate (% per year)'), '5');
    await waitFor(() => {
      expect(field('Nominal interest rate (% per year)')).not.toHaveAccessibleDescription(
        expect.stringContaining('Give an interest rate'),
      );
    });
    // The engine's rule is asked again once the schema is content: equity is still too high.
    await waitFor(() => {
      expect(screen.getByRole('alert')).toHaveTextContent(
        'The equity must be less than the cash price',
      );
    });

    // Equity corrected, still in the field: the message and the summary are gone.
    await user.clear(field('Equity (NOK)'));
    await user.type(field('Equity (NOK)'), '50 000');
    await waitFor(() => {
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
    expect(field('Equity (NOK)')).toHaveFocus();
    expect(field('Equity (NOK)')).not.toHaveAccessibleDescription(
      expect.stringContaining('The equity must be less'),
    );

    // And wrong again: it says so again, before the dealer leaves the field.
    await user.clear(field('Equity (NOK)'));
    await user.type(field('Equity (NOK)'), '400000');
    await waitFor(() => {
      expect(field('Equity (NOK)')).toHaveAccessibleDescription(
        expect.stringContaining('The equity must be less than the cash price'),
      );
    });
  });

  it('takes equity and residual value as a percent of the price, said in kroner', async () => {
    const { user } = await openOfferAt('financial');
    const equityGroup = screen.getByRole('group', { name: 'Equity given as' });
    await user.click(within(equityGroup).getByRole('radio', { name: '% of the cash price' }));
    expect(screen.queryByLabelText('Equity (NOK)')).not.toBeInTheDocument();
    await user.type(field('Equity (%)'), '20');
    expect(screen.getByText('NOK 70,000.00 of NOK 350,000.00')).toBeInTheDocument();
    const residualGroup = screen.getByRole('group', { name: 'Residual value given as' });
    await user.click(within(residualGroup).getByRole('radio', { name: '% of the cash price' }));
    await user.type(field('Residual value (%)'), '101');
    await user.click(screen.getByRole('button', { name: 'Next: Embedded products' }));
    expect(field('Residual value (%)')).toHaveAccessibleDescription(
      expect.stringContaining('Must be at most 100'),
    );
  });
});
