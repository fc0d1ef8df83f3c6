import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  field,
  renderOfferPage,
  setUpOfferPageTests,
  stepHeading,
} from '../testing/render-offer-page';

describe('the object step', { timeout: 20_000 }, () => {
  setUpOfferPageTests();

  it('passes with a condition and a price, and moves focus to the next step', async () => {
    const { user } = renderOfferPage();
    await user.click(screen.getByRole('radio', { name: 'New' }));
    await user.type(field('Purchase price (NOK)'), '350000.50');
    await user.click(screen.getByRole('button', { name: 'Next: Customer' }));
    await waitFor(() => {
      expect(stepHeading('Step 2 of 5: Customer')).toHaveFocus();
    });
  });

  it('stays, and says at each field what is wrong', async () => {
    const { user } = renderOfferPage();
    await user.type(field('Year'), '1850');
    await user.type(field('Kilometres driven'), '-5');
    await user.click(screen.getByRole('button', { name: 'Next: Customer' }));

    expect(await screen.findByText('Fix these before going on')).toBeInTheDocument();
    expect(stepHeading('Step 1 of 5: Object')).toBeInTheDocument();
    expect(field('Purchase price (NOK)')).toHaveAccessibleDescription(
      expect.stringContaining('Give the purchase price'),
    );
    expect(field('Year')).toHaveAccessibleDescription('e.g. 2024 Must be a year from 1900 to 2100');
    expect(field('Kilometres driven')).toHaveAccessibleDescription('Must be 0 or more');
    expect(screen.getAllByText('Choose new or used').length).toBeGreaterThan(0);
    // The first invalid field takes the focus.
    expect(screen.getByRole('radio', { name: 'New' })).toHaveFocus();
  });

  it('speaks bokmål when that is chosen, its refusals included', async () => {
    const { user } = renderOfferPage('nb');
    await user.type(field('Årsmodell'), '1850');
    await user.click(screen.getByRole('button', { name: 'Neste: Kunde' }));

    expect(await screen.findByText('Rett dette før du går videre')).toBeInTheDocument();
    expect(stepHeading('Steg 1 av 5: Objekt')).toBeInTheDocument();
    expect(field('Kjøpesum (kr)')).toHaveAccessibleDescription(
      expect.stringContaining('Oppgi kjøpesummen'),
    );
    expect(field('Årsmodell')).toHaveAccessibleDescription(
      'f.eks. 2024 Må være et årstall fra 1900 til 2100',
    );
    expect(
      screen.getByRole('button', { name: 'Årsmodell: Må være et årstall fra 1900 til 2100' }),
    ).toBeInTheDocument();
  });

  it('refuses text that is not a number, and VAT above the price', async () => {
    const { user } = renderOfferPage();
    await user.click(screen.getByRole('radio', { name: 'New' }));
    await user.type(field('Purchase price (NOK)'), 'about 350 000');
    await user.type(field('VAT included (NOK)'), '400 000');
    await user.click(screen.getByRole('button', { name: 'Next: Customer' }));
    expect(field('Purchase price (NOK)')).toHaveAccessibleDescription(
      expect.stringContaining('Enter a number, like 350,000 or 350,000.50'),
    );
    await user.clear(field('Purchase price (NOK)'));
    await user.type(field('Purchase price (NOK)'), '350 000');
    await user.click(screen.getByRole('button', { name: 'Next: Customer' }));
    expect(
      await screen.findByText('VAT cannot exceed the amount', { selector: '.field__error' }),
    ).toBeInTheDocument();
    expect(stepHeading('Step 1 of 5: Object')).toBeInTheDocument();
  });

  it('shows only the fields that fit the object type', async () => {
    const { user } = renderOfferPage();
    expect(field('Registration number')).toBeInTheDocument();
    expect(field('Kilometres per year')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Electric car' })).toBeInTheDocument();

    await user.selectOptions(field('Object type'), 'boat');
    expect(screen.queryByLabelText('Registration number')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Kilometres per year')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Price per km exceeded (NOK)')).not.toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Boat under 7 metres' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Electric car' })).not.toBeInTheDocument();

    await user.selectOptions(field('Object type'), 'construction machine');
    expect(field('Registration number')).toBeInTheDocument();
    expect(screen.queryByLabelText('Kilometres per year')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Subtype')).not.toBeInTheDocument();

    await user.selectOptions(field('Object type'), 'aquaculture');
    expect(screen.queryByLabelText('Fuel type')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Chassis number')).not.toBeInTheDocument();
  });

  it('empties the fields a new type does not have, so nothing hidden is sent', async () => {
    const { user } = renderOfferPage();
    await user.type(field('Registration number'), 'EB 12345');
    await user.selectOptions(field('Object type'), 'boat');
    await user.selectOptions(field('Object type'), 'vehicle');
    expect(field('Registration number')).toHaveValue('');
  });

  it('lists extras that can be added and removed', async () => {
    const { user } = renderOfferPage();
    await user.click(screen.getByRole('button', { name: 'Add an extra' }));
    expect(field('Extra 1: name')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Next: Customer' }));
    expect(field('Extra 1: name')).toHaveAccessibleDescription('Name the extra');
    await user.click(screen.getByRole('button', { name: 'Remove extra 1' }));
    expect(screen.queryByLabelText('Extra 1: name')).not.toBeInTheDocument();
  });
});
