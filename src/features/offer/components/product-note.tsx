import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { minEquityPercentFor } from '../../../domain/contract';
import { useLocale } from '../../../lib/locale';
import { offerQueries } from '../api/offer-queries';
import type { OfferFormValues } from '../model/offer-form-values';

/**
 * The price list's product the offer follows: its standard terms, filled in above, and the
 * bounds the salesperson may change them within. Nothing without a price list.
 */
export function ProductNote() {
  const product = useWatch<OfferFormValues, 'product'>({ name: 'product' });
  const condition = useWatch<OfferFormValues, 'object.condition'>({ name: 'object.condition' });
  const loanType = useWatch<OfferFormValues, 'financial.loanType'>({ name: 'financial.loanType' });
  const products = useQuery(offerQueries.products()).data;
  const { amount, percent, t } = useLocale();
  if (products === undefined || products.length === 0) return null;
  if (product === null) {
    return (
      <p className="product-note" data-product="">
        {t('offer.product.none')}
      </p>
    );
  }
  return (
    <section className="product-note" aria-label={t('offer.product.label')} data-product="">
      <p className="product-note__name">{t('offer.product.title', { name: product.name })}</p>
      <p>
        {t('offer.product.standard', {
          rate: percent(product.nominalInterestRate),
          startupFee: amount(product.startupFee),
          termFee: amount(product.termFee),
          nonRecurrentFee: amount(product.nonRecurrentFee),
        })}
      </p>
      <p>
        {t('offer.product.bounds', {
          min: product.termCounts.min,
          max: product.termCounts.max,
          minEquity: percent(minEquityPercentFor(product, condition)),
          maxResidual: percent(product.maxResidualValuePercent),
          loanType,
        })}
      </p>
    </section>
  );
}
