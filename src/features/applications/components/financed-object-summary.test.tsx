import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FinancedObject } from '../../../domain/contract';
import { renderWithLocale } from '../../../test/render-with-locale';
import { FinancedObjectSummary } from './financed-object-summary';

const object: FinancedObject = {
  objectTypeID: 'vehicle',
  objectSubTypeID: 'ICE vehicle',
  objectCondition: 'Used',
  make: 'Volvo',
  model: 'XC60',
  carKilometers: 45000,
};
const products = [
  {
    code: 'INVOICE_ESTIMATOR',
    name: 'Service agreement',
    price: { amount: 4990, currency: 'NOK' },
  },
];

describe('FinancedObjectSummary', () => {
  it('names the object, its kilometres and its products as the offer did, in bokmål', () => {
    renderWithLocale(<FinancedObjectSummary object={object} products={products} />, {
      language: 'nb',
    });
    expect(screen.getByText('Bil med forbrenningsmotor')).toBeInTheDocument();
    expect(screen.getByText('Brukt')).toBeInTheDocument();
    expect(screen.getByText('45 000 km')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent(/^Service agreement, 4\s990,00\skr$/);
  });

  it('says when the application names no object', () => {
    renderWithLocale(<FinancedObjectSummary object={undefined} />);
    expect(screen.getByText('The application names no object.')).toBeInTheDocument();
  });
});
