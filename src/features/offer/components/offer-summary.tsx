import {
  customerTypeLabel,
  fuelTypeLabel,
  objectConditionLabel,
  objectKindLabel,
} from '../../../components/object-labels';
import { Fact } from '../../../components/fact';
import { useLocale } from '../../../lib/locale';
import type { OfferFormValues } from '../model/offer-form-values';
import type { CalculationRequest } from '../../../domain/contract';
import '../../../components/figure-list.css';

interface OfferSummaryProps {
  values: OfferFormValues;
  request: CalculationRequest;
}

/** The offer in words for the customer: the object, the customer, the campaign and products. */
export function OfferSummary({ values, request }: OfferSummaryProps) {
  const { amount, locale, t } = useLocale();
  const count = (value: number) => new Intl.NumberFormat(locale).format(value);
  const object = request.object;
  const description = [object?.make, object?.model, object?.yearModel].filter(Boolean).join(' ');
  const subtype =
    object?.objectSubTypeID === undefined ? undefined : objectKindLabel(object.objectSubTypeID, t);
  const fuel = object?.fuelType === undefined ? undefined : fuelTypeLabel(object.fuelType, t);
  const condition =
    object?.objectCondition === undefined
      ? undefined
      : objectConditionLabel(object.objectCondition, t);
  return (
    <section className="offer-summary" aria-labelledby="offer-summary-title">
      <h3 id="offer-summary-title">{t('offer.summary.title')}</h3>
      <dl className="figure-list offer-summary__list">
        <Fact label={t('offer.summary.object')}>
          {[
            description === '' ? undefined : description,
            objectKindLabel(values.object.objectType, t),
            subtype,
            condition,
            fuel,
          ]
            .filter(Boolean)
            .join(', ')}
        </Fact>
        {object?.carRegNo === undefined ? null : (
          <Fact label={t('offer.summary.registrationNumber')}>{object.carRegNo}</Fact>
        )}
        {object?.purchasePrice === undefined || Number.isNaN(object.purchasePrice.amount) ? null : (
          <Fact label={t('offer.summary.purchasePrice')}>
            {amount(object.purchasePrice.amount)}
          </Fact>
        )}
        {object?.kmPerYear === undefined ? null : (
          <Fact label={t('common.object.kmPerYear')}>{count(object.kmPerYear)}</Fact>
        )}
        {object?.priceKmExceeded === undefined ? null : (
          <Fact label={t('common.object.priceKmExceeded')}>{amount(object.priceKmExceeded)}</Fact>
        )}
        <Fact label={t('offer.summary.customer')}>
          {customerTypeLabel(
            values.customer.customerType === 'Business' ? 'Business' : 'Private',
            t,
          )}
        </Fact>
        {values.products.length === 0 ? null : (
          <Fact label={t('offer.summary.products')}>
            {values.products.map((product) => product.name || product.code).join(', ')}
          </Fact>
        )}
        {values.campaign === null ? null : (
          <Fact label={t('offer.summary.campaign')} className="offer-summary__campaign">
            {values.campaign.name}
            {values.campaign.documentText === undefined ? null : (
              <span className="offer-summary__campaign-text"> {values.campaign.documentText}</span>
            )}
          </Fact>
        )}
        {values.fundingInterest === null ? null : (
          // The bank's funding interest is for the salesperson, not the customer's printout.
          <Fact label={t('offer.summary.fundingInterest')} className="no-print">
            {values.fundingInterest.name}
          </Fact>
        )}
      </dl>
    </section>
  );
}
