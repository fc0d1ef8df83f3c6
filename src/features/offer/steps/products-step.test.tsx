import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { field, openOfferAt, setUpOfferPageTests, stepHeading } from '../testing/render-offer-page';

describe('the embedded products step', { timeout: 20_000 }, () => {
  setUpOfferPageTests();

  it('passes with no products, or with a priced one', async () => {
    const { user } = await openOfferAt('products');
    // The bank's product is chosen by the name the bank gives it, never typed as a code.
    await user.click(screen.getByRole('button', { name: 'Add Fakturaestimat' }));
    expect(field('Product 1: name')).toHaveValue('Fakturaestimat');
    expect(field('Product 1: bank product')).toHaveDisplayValue('Fakturaestimat');
    await user.type(field('Product 1: price (NOK)'), '1 490');
    await user.click(screen.getByRole('checkbox', { name: /Paid with each term/ }));
    await user.click(screen.getByRole('button', { name: 'Next: Result' }));
    await waitFor(() => {
      expect(stepHeading('Step 5 of 5: Result')).toHaveFocus();
    });
  });

  it('needs a price and names for the product and its data fields', async () => {
    const { user } = await openOfferAt('products');
    await user.click(screen.getByRole('button', { name: 'Add another product' }));
    await user.click(screen.getByRole('button', { name: 'Add a data field to product 1' }));
    await user.type(field('Product 1, data field 1: value'), 'ten');
    await user.click(screen.getByRole('button', { name: 'Next: Result' }));
    expect(field('Product 1: name')).toHaveAccessibleDescription('Name the product');
    expect(field('Product 1: price (NOK)')).toHaveAccessibleDescription(
      'Give the price of the product',
    );
    expect(field('Product 1, data field 1: name')).toHaveAccessibleDescription(
      'Name the data field',
    );
    expect(field('Product 1, data field 1: value')).toHaveAccessibleDescription(
      'Enter a number, like 350,000 or 350,000.50',
    );
    expect(stepHeading('Step 4 of 5: Embedded products')).toBeInTheDocument();
  });

  it('a product just added says nothing of its empty fields until the dealer has been in them', async () => {
    const { user } = await openOfferAt('products');
    await user.click(screen.getByRole('button', { name: 'Add Fakturaestimat' }));
    expect(field('Product 1: price (NOK)')).toHaveFocus();
    expect(field('Product 1: price (NOK)')).not.toHaveAccessibleDescription(
      expect.stringContaining('Give the price'),
    );
    await user.type(field('Product 1: price (NOK)'), '1490');
    await user.click(screen.getByRole('button', { name: 'Add a data field to product 1' }));
    expect(field('Product 1, data field 1: name')).not.toHaveAccessibleDescription(
      expect.stringContaining('Name the data field'),
    );
    await user.click(field('Product 1, data field 1: name'));
    await user.tab();
    await waitFor(() => {
      expect(field('Product 1, data field 1: name')).toHaveAccessibleDescription(
        'Name the data field',
      );
    });
    expect(field('Product 1: price (NOK)')).not.toHaveAccessibleDescription(
      expect.stringContaining('Give the price'),
    );
  });

  it('removes a product with its fields', async () => {
    const { user } = await openOfferAt('products');
    await user.click(screen.getByRole('button', { name: 'Add Fakturaestimat' }));
    await user.click(screen.getByRole('button', { name: 'Remove product 1' }));
    expect(screen.queryByLabelText('Product 1: price (NOK)')).not.toBeInTheDocument();
  });
});
