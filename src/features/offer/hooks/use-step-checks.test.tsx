import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm, type Resolver, type UseFormReturn } from 'react-hook-form';
import { expect, it } from 'vitest';
import { emptyOffer, type OfferFormValues } from '../model/offer-form-values';
import { checkOffer, offerResolver } from '../model/offer-resolver';
import { useStepChecks } from './use-step-checks';

type StepChecks = ReturnType<typeof useStepChecks>;

/** The offer's first step: its price field, and the step's checks. */
function ObjectStep({
  defaultValues,
  resolver,
  onReady,
}: {
  defaultValues: OfferFormValues;
  resolver: Resolver<OfferFormValues>;
  onReady: (form: UseFormReturn<OfferFormValues>, checks: StepChecks) => void;
}) {
  const form = useForm<OfferFormValues>({ defaultValues, resolver, mode: 'onTouched' });
  onReady(form, useStepChecks(form, 0));
  return (
    <FormProvider {...form}>
      <label>
        Price
        <input {...form.register('object.price')} />
      </label>
    </FormProvider>
  );
}

function renderObjectStep(defaultValues: OfferFormValues, resolver: Resolver<OfferFormValues>) {
  const made: { form?: UseFormReturn<OfferFormValues>; checks?: StepChecks } = {};
  render(
    <ObjectStep
      defaultValues={defaultValues}
      resolver={resolver}
      onReady={(form, checks) => {
        made.form = form;
        made.checks = checks;
      }}
    />,
  );
  const { form, checks } = made;
  if (form === undefined || checks === undefined) throw new Error('not rendered');
  return { form, checks };
}

it("clears the service's message on a field not yet left as soon as a valid value is typed", async () => {
  // A saved offer opened from the list: no field left yet, and the service refused the price.
  const { form } = renderObjectStep(emptyOffer(), checkOffer);
  act(() => {
    form.setError('object.price', { type: 'server', message: 'The price is too low' });
  });

  await userEvent.type(screen.getByLabelText('Price'), '250000');

  expect(form.getFieldState('object.price').isTouched).toBe(false);
  await waitFor(() => {
    expect(form.getFieldState('object.price').error).toBeUndefined();
  });
});

/** A new car's object step, all but its price. */
const newCarWithoutPrice = (): OfferFormValues => ({
  ...emptyOffer(),
  object: { ...emptyOffer().object, condition: 'New', fuelType: 'Diesel', price: '' },
});

it('lets the dealer on once the step holds what it needs', async () => {
  // The page's own resolver, whose check runs a task after it is asked for.
  const { form, checks } = renderObjectStep(newCarWithoutPrice(), offerResolver);
  act(() => {
    form.setValue('object.price', '289900');
  });
  await act(async () => {
    expect(await checks.attempt(0)).toBe(true);
  });
});

it('keeps the dealer on the step when a value is put right while the attempt is checked', async () => {
  const { form, checks } = renderObjectStep(newCarWithoutPrice(), offerResolver);
  await act(async () => {
    const attempted = checks.attempt(0);
    // Typed before the form's check, a task later, has read the form.
    form.setValue('object.price', '289900');
    expect(await attempted).toBe(false);
  });
});
