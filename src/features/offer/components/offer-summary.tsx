import { FUEL_TYPES } from '../../../domain/contract';
import { useLocale } from '../../../lib/locale';
import { OBJECT_TYPE_LABELS, SUBTYPE_LABELS } from '../model/object-fields';
import type { OfferFormValues } from '../model/offer-form-values';
import type { CalculationRequest } from '../../../domain/contract';

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
    object?.objectSubTypeID === undefined ? undefined : t(SUBTYPE_LABELS[object.objectSubTypeID]);
  const fuel =
    object?.fuelType === undefined || !(object.fuelType in FUEL_TYPES)
      ? undefined
      : t(`offer.fuel.${String(object.fuelType) as `${keyof typeof FUEL_TYPES}`}`);
  const condition =
    object?.objectCondition === undefined
      ? undefined
      : t(`offer.object.condition.${object.objectCondition}`);
  return (
    <section className="offer-summary" aria-labelledby="offer-summary-title">
      <h3 id="offer-summary-title">{t('offer.summary.title')}</h3>
      <dl className="offer-summary__list">
        <div>
          <dt>{t('offer.summary.object')}</dt>
          <dd>
            {[
              description === '' ? undefined : description,
              t(OBJECT_TYPE_LABELS[values.object.objectType]),
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
            <dt>{t('offer.summary.kmPerYear')}</dt>
            <dd>{count(object.kmPerYear)}</dd>
          </div>
        )}
        {object?.priceKmExceeded === undefined ? null : (
          <div>
            <dt>{t('offer.summary.priceKmExceeded')}</dt>
            <dd>{amount(object.priceKmExceeded)}</dd>
          </div>
        )}
        <div>
          <dt>{t('offer.summary.customer')}</dt>
          <dd>
            {t(
              values.customer.customerType === 'Business'
                ? 'offer.customerType.Business'
                : 'offer.customerType.Private',
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
