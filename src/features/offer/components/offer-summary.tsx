import {
  customerTypeLabel,
  fuelTypeLabel,
  objectConditionLabel,
  objectKindLabel,
} from '../../../components/object-labels';
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
        <div>
          <dt>{t('offer.summary.object')}</dt>
          <dd>
            {[
              description === '' ? undefined : description,
              objectKindLabel(values.object.objectType, t),
              subtype,
              condition,
              fuel,
            ]
              .filter(Boolean)
              .join(', ')}
          </dd>
        </div>
        {object?.carRegNo === undefined ? null : (
          <div>
            <dt>{t('offer.summary.registrationNumber')}</dt>
            <dd>{object.carRegNo}</dd>
          </div>
        )}
        {object?.purchasePrice === undefined || Number.isNaN(object.purchasePrice.amount) ? null : (
          <div>
            <dt>{t('offer.summary.purchasePrice')}</dt>
            <dd>{amount(object.purchasePrice.amount)}</dd>
          </div>
        )}
        {object?.kmPerYear === undefined ? null : (
          <div>
            <dt>{t('common.object.kmPerYear')}</dt>
            <dd>{count(object.kmPerYear)}</dd>
          </div>
        )}
        {object?.priceKmExceeded === undefined ? null : (
          <div>
            <dt>{t('common.object.priceKmExceeded')}</dt>
            <dd>{amount(object.priceKmExceeded)}</dd>
          </div>
        )}
        <div>
          <dt>{t('offer.summary.customer')}</dt>
          <dd>
            {customerTypeLabel(
              values.customer.customerType === 'Business' ? 'Business' : 'Private',
              t,
            )}
          </dd>
        </div>
        {values.products.length === 0 ? null : (
          <div>
            <dt>{t('offer.summary.products')}</dt>
            <dd>{values.products.map((product) => product.name || product.code).join(', ')}</dd>
          </div>
        )}
        {values.campaign === null ? null : (
          <div className="offer-summary__campaign">
            <dt>{t('offer.summary.campaign')}</dt>
            <dd>
              {values.campaign.name}
              {values.campaign.documentText === undefined ? null : (
                <span className="offer-summary__campaign-text">
                  {' '}
                  {values.campaign.documentText}
                </span>
              )}
            </dd>
          </div>
        )}
        {values.fundingInterest === null ? null : (
          // The bank's funding interest is for the salesperson, not the customer's printout.
          <div className="no-print">
            <dt>{t('offer.summary.fundingInterest')}</dt>
            <dd>{values.fundingInterest.name}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
