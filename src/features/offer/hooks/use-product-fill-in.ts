import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { offerQueries } from '../api/offer-queries';
import type { OfferFormValues } from '../model/offer-form-values';
import { fittingProduct, productFillIn } from '../model/product-terms';

/**
 * Keeps the offer's product the price list's one that fits its object, condition, loan type and
 * customer type, and fills its standard rate and fees in when it changes. Without a price list
 * (none yet, or a service that has none) the offer is left as it is.
 */
export function useProductFillIn(form: UseFormReturn<OfferFormValues>): void {
  const products = useQuery(offerQueries.products()).data;
  // Only what chooses the product: typing elsewhere does not run this.
  const chosenBy = useWatch({
    control: form.control,
    name: [
      'object.objectType',
      'object.condition',
      'financial.loanType',
      'customer.customerType',
      'product',
    ],
  });
  useEffect(() => {
    if (products === undefined) return;
    const values = form.getValues();
    const next = fittingProduct(products, values) ?? null;
    if (next?.productId === values.product?.productId) return;
    if (next !== null) {
      for (const { field, text } of productFillIn(values, next)) {
        form.setValue(field, text, { shouldDirty: true });
      }
    }
    form.setValue('product', next, { shouldDirty: true });
  }, [products, form, chosenBy]);
}
