import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { field, openOfferAt, setUpOfferPageTests, stepHeading } from '../testing/render-offer-page';

describe('the customer step', { timeout: 20_000 }, () => {
  setUpOfferPageTests();

  it('passes with the customer type and an address', async () => {
    const { user } = await openOfferAt('customer');
    await user.click(screen.getByRole('radio', { name: 'Business' }));
    await user.type(field('Address 1: street'), 'Storgata 1');
    await user.type(field('Address 1: city'), 'Oslo');
    await user.click(screen.getByRole('button', { name: 'Next: Financial parameters' }));
    await waitFor(() => {
      expect(stepHeading('Step 3 of 5: Financial parameters')).toHaveFocus();
    });
  });

  it('needs private or business', async () => {
    const { user } = await openOfferAt('customer');
    await user.click(screen.getByRole('button', { name: 'Next: Financial parameters' }));
    expect(await screen.findByText('Customer: Choose private or business')).toBeInTheDocument();
    expect(stepHeading('Step 2 of 5: Customer')).toBeInTheDocument();
  });

  it('needs both key and value of an external reference', async () => {
    const { user } = await openOfferAt('customer');
    await user.click(screen.getByRole('radio', { name: 'Private person' }));
    await user.click(screen.getByRole('button', { name: 'Add a reference' }));
    await user.type(field('Reference 1: key'), 'crm');
    await user.click(screen.getByRole('button', { name: 'Next: Financial parameters' }));
    expect(field('Reference 1: value')).toHaveAccessibleDescription('Value is required');
    expect(field('Reference 1: value')).toHaveAttribute('aria-invalid', 'true');
  });

  it('adds and removes addresses', async () => {
    const { user } = await openOfferAt('customer');
    await user.click(screen.getByRole('button', { name: 'Add an address' }));
    expect(field('Address 2: kind')).toHaveValue('PostalAddress');
    await user.click(screen.getByRole('button', { name: 'Remove address 1' }));
    expect(screen.queryByLabelText('Address 2: kind')).not.toBeInTheDocument();
    expect(field('Address 1: kind')).toHaveValue('PostalAddress');
  });

  it('goes back to the object step with its input kept', async () => {
    const { user } = await openOfferAt('customer');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(field('Purchase price (NOK)')).toHaveValue('350 000');
  });
});
