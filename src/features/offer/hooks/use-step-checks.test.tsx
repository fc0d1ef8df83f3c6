import { zodResolver } from '@hookform/resolvers/zod';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm, type Resolver, type UseFormReturn } from 'react-hook-form';
import { expect, it } from 'vitest';
import { offerFormSchema } from '../model/offer-form-schema';
import { emptyOffer, type OfferFormValues } from '../model/offer-form-values';
import { useStepChecks } from './use-step-checks';

const checkOffer = zodResolver(offerFormSchema) as unknown as Resolver<OfferFormValues>;

function OfferStart({ onForm }: { onForm: (form: UseFormReturn<OfferFormValues>) => void }) {
  const form = useForm<OfferFormValues>({
    defaultValues: emptyOffer(),
    resolver: checkOffer,
    mode: 'onTouched',
  });
  onForm(form);
  useStepChecks(form, 0);
  return (
    <FormProvider {...form}>
      <label>
        Price
        <input {...form.register('object.price')} />
      </label>
    </FormProvider>
  );
}

it("clears the service's message on a field not yet left as soon as a valid value is typed", async () => {
  // A saved offer opened from the list: no field left yet, and the service refused the price.
  let form: UseFormReturn<OfferFormValues> | undefined;
  render(
    <OfferStart
      onForm={(made) => {
        form = made;
      }}
    />,
  );
  act(() => {
    form?.setError('object.price', { type: 'server', message: 'The price is too low' });
  });

  await userEvent.type(screen.getByLabelText('Price'), '250000');

  expect(form?.getFieldState('object.price').isTouched).toBe(false);
  await waitFor(() => {
    expect(form?.getFieldState('object.price').error).toBeUndefined();
  });
});

/** The page's resolver: the schema's check a task after the change that asks for it. */
const checkOfferLater: Resolver<OfferFormValues> = async (values, context, options) => {
  await new Promise((resolve) => setTimeout(resolve, 0));
  return checkOffer(values, context, options);
};

type StepChecks = ReturnType<typeof useStepChecks>;

function ObjectStep({
  onReady,
}: {
  onReady: (form: UseFormReturn<OfferFormValues>, checks: StepChecks) => void;
}) {
  const form = useForm<OfferFormValues>({
    defaultValues: {
      ...emptyOffer(),
      object: { ...emptyOffer().object, condition: 'New', fuelType: 'Diesel', price: '' },
    },
    resolver: checkOfferLater,
    mode: 'onTouched',
  });
  const checks = useStepChecks(form, 0);
  onReady(form, checks);
  return null;
}

function renderObjectStep() {
  const made: { form?: UseFormReturn<OfferFormValues>; checks?: StepChecks } = {};
  render(
    <ObjectStep
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

it('lets the dealer on once the step holds what it needs', async () => {
  const { form, checks } = renderObjectStep();
  act(() => {
    form.setValue('object.price', '289900');
  });
  await act(async () => {
    expect(await checks.attempt(0)).toBe(true);
  });
});

it('keeps the dealer on the step when a value is put right while the attempt is checked', async () => {
  const { form, checks } = renderObjectStep();
  await act(async () => {
    const attempted = checks.attempt(0);
    // Typed before the form's check, a task later, has read the form.
    form.setValue('object.price', '289900');
    expect(await attempted).toBe(false);
  });
});
