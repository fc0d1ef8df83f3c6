import { describe, expect, it } from 'vitest';
import type { Product } from '../../../domain/contract';
import { i18n, sayMessage } from '../../../lib/i18n';
import { fieldLabel } from './field-paths';
import { usedCarLoan } from '../testing/products';
import { emptyOffer, type OfferFormValues } from './offer-form-values';
import { fittingProduct, productBoundIssues, productFillIn } from './product-terms';

const carLeasing: Product = {
  ...usedCarLoan,
  productId: 13,
  name: 'Billeasing',
  objectConditions: ['New', 'Used'],
  loanTypes: ['Leasing'],
  customerTypes: ['Business'],
  nominalInterestRate: 5.5,
  startupFee: 4500,
  termFee: 75,
  nonRecurrentFee: 0,
};

/** Intl separates groups with no-break spaces in nb-NO; compare with plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

function usedCarOffer(change: (values: OfferFormValues) => void = () => undefined) {
  const values = emptyOffer();
  values.object.condition = 'Used';
  values.object.price = '300 000';
  change(values);
  return values;
}

describe('the product that fits an offer', () => {
  it('is the first covering its object, condition, loan type and customer type', () => {
    const products = [carLeasing, usedCarLoan];
    expect(fittingProduct(products, usedCarOffer())?.productId).toBe(12);
    const lease = usedCarOffer((values) => {
      values.financial.loanType = 'Leasing';
    });
    // Business only: a customer not chosen yet is not one.
    expect(fittingProduct(products, lease)).toBeUndefined();
    lease.customer.customerType = 'Business';
    expect(fittingProduct(products, lease)?.productId).toBe(13);
  });

  it('is none before the condition is chosen, or for another object type', () => {
    expect(fittingProduct([usedCarLoan], emptyOffer())).toBeUndefined();
    const boat = usedCarOffer((values) => {
      values.object.objectType = 'boat';
    });
    expect(fittingProduct([usedCarLoan], boat)).toBeUndefined();
  });
});

describe('filling an offer in from a product', () => {
  it('fills the empty rate and fees with its standard values', () => {
    expect(productFillIn(usedCarOffer(), usedCarLoan)).toEqual([
      { field: 'financial.interestRate', text: '7.4' },
      { field: 'financial.startupFee', text: '3,490' },
      { field: 'financial.termFee', text: '95' },
      { field: 'financial.nonRecurrentFee', text: '1,172' },
    ]);
  });

  it('writes them, and knows them again, the way bokmål writes numbers', () => {
    i18n.activate('nb');
    try {
      const filled = productFillIn(usedCarOffer(), usedCarLoan);
      expect(filled.map(({ text }) => plain(text))).toEqual(['7,4', '3 490', '95', '1 172']);
      // Those values are the product's own, so the next product replaces them all.
      const values = usedCarOffer((offer) => {
        offer.product = usedCarLoan;
        for (const { field, text } of filled) {
          offer.financial[field.replace('financial.', '') as 'interestRate'] = text;
        }
      });
      expect(productFillIn(values, carLeasing).map(({ text }) => text)).toEqual([
        '5,5',
        '4\u00a0500',
        '75',
        '0',
      ]);
    } finally {
      i18n.activate('en');
    }
  });

  it('replaces the previous product’s standard values, never a value typed', () => {
    const values = usedCarOffer((offer) => {
      offer.product = usedCarLoan;
      offer.financial.interestRate = '7.4';
      offer.financial.startupFee = '2 000';
      offer.financial.termFee = '95';
      offer.financial.nonRecurrentFee = '';
    });
    expect(productFillIn(values, carLeasing)).toEqual([
      { field: 'financial.interestRate', text: '5.5' },
      { field: 'financial.termFee', text: '75' },
      { field: 'financial.nonRecurrentFee', text: '0' },
    ]);
  });
});

describe('an offer outside its product’s bounds', () => {
  const say = (values: OfferFormValues) =>
    productBoundIssues(values).map(({ field, message }) => [field, plain(sayMessage(message))]);

  it('says on each field what the product allows', () => {
    const values = usedCarOffer((offer) => {
      offer.product = usedCarLoan;
      offer.financial.termCount = '84';
      offer.financial.equity = '10 000';
      offer.financial.residualMode = 'percent';
      offer.financial.residual = '25';
    });
    expect(say(values)).toEqual([
      ['financial.termCount', 'Billån, bruktbil allows 12 to 72 terms'],
      [
        'financial.equity',
        'Billån, bruktbil requires equity of at least 10 % of the cash price (NOK 30,000)',
      ],
      [
        'financial.residual',
        'Billån, bruktbil allows a residual value of at most 20 % of the cash price (NOK 60,000)',
      ],
    ]);
  });

  it('words a lease’s equity as its initial rental, the field’s name too', () => {
    const lease = usedCarOffer((offer) => {
      offer.product = carLeasing;
      offer.customer.customerType = 'Business';
      offer.financial.loanType = 'Leasing';
      offer.financial.equity = '10 000';
    });
    expect(say(lease)).toContainEqual([
      'financial.equity',
      'Billeasing requires initial rental of at least 10 % of the cash price (NOK 30,000)',
    ]);
    expect(fieldLabel('financial.equity', 'Leasing')).toBe('Initial rental');
    expect(fieldLabel('financial.equity', 'Annuity')).toBe('Equity');
    i18n.activate('nb');
    try {
      expect(fieldLabel('financial.equity', 'Leasing')).toBe('Startleie');
      expect(say(lease)).toContainEqual([
        'financial.equity',
        'Billeasing krever startleie på minst 10 % av kontantprisen (30 000 kr)',
      ]);
    } finally {
      i18n.activate('en');
    }
  });

  it('says nothing within the bounds, at their edges, or without a product', () => {
    const within = usedCarOffer((offer) => {
      offer.product = usedCarLoan;
      offer.financial.termCount = '72';
      offer.financial.equity = '30 000';
      offer.financial.residual = '60 000';
    });
    expect(say(within)).toEqual([]);
    expect(
      say({ ...within, product: null, financial: { ...within.financial, equity: '' } }),
    ).toEqual([]);
  });
});
