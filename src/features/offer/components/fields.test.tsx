import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithLocale } from '../../../test/render-with-locale';
import { TextField } from './fields';

function Form({ children }: { children: ReactNode }) {
  const form = useForm({ defaultValues: { price: '', count: '' } });
  return <FormProvider {...form}>{children}</FormProvider>;
}

const renderFields = (language: 'en' | 'nb') =>
  renderWithLocale(
    <Form>
      <TextField name="price" label="Price" amount />
      <TextField name="count" label="Terms" numeric />
    </Form>,
    { language },
  );

const asRead = (name: string) => document.querySelector(`[data-as-read="${name}"]`);
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('an amount field', () => {
  it('shows the amount as read when it was typed otherwise, in bokmål', async () => {
    renderFields('nb');
    const price = screen.getByLabelText('Price');
    // The line is there before anything is typed: nothing moves when it fills.
    expect(asRead('price')).toBeInTheDocument();
    expect(asRead('price')).toBeEmptyDOMElement();

    await userEvent.type(price, '60.000');
    expect(plain(asRead('price')?.textContent)).toBe('= 60 000 kr');

    await userEvent.clear(price);
    await userEvent.type(price, '60 000,-');
    expect(plain(asRead('price')?.textContent)).toBe('= 60 000 kr');

    // Written as the portal writes it: nothing to add.
    await userEvent.clear(price);
    await userEvent.type(price, '60 000');
    expect(asRead('price')).toBeEmptyDOMElement();

    // Refused (its error says why): no reading to show.
    await userEvent.clear(price);
    await userEvent.type(price, '60.5');
    expect(asRead('price')).toBeEmptyDOMElement();
  });

  it('shows it in English formats in English', async () => {
    renderFields('en');
    await userEvent.type(screen.getByLabelText('Price'), '60000');
    expect(plain(asRead('price')?.textContent)).toBe('= NOK 60,000');
  });

  it('is not shown beside a number that is no amount', async () => {
    renderFields('nb');
    await userEvent.type(screen.getByLabelText('Terms'), '60.000');
    expect(asRead('count')).toBeNull();
  });
});
