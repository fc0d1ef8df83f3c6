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
