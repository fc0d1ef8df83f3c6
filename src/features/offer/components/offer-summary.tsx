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
  const { amount, locale } = useLocale();
  const count = (value: number) => new Intl.NumberFormat(locale).format(value);
  const object = request.object;
  const description = [object?.make, object?.model, object?.yearModel].filter(Boolean).join(' ');
  const subtype =
    object?.objectSubTypeID === undefined ? undefined : SUBTYPE_LABELS[object.objectSubTypeID];
  const fuel =
    object?.fuelType === undefined
      ? undefined
      : FUEL_TYPES[object.fuelType as keyof typeof FUEL_TYPES];
  return (
    <section className="offer-summary" aria-labelledby="offer-summary-title">
      <h3 id="offer-summary-title">The offer</h3>
      <dl className="offer-summary__list">
        <div>
          <dt>Object</dt>
          <dd>
            {[
              description === '' ? undefined : description,
              OBJECT_TYPE_LABELS[values.object.objectType],
              subtype,
              object?.objectCondition,
              fuel,
            ]
              .filter(Boolean)
              .join(', ')}
          </dd>
        </div>
        {object?.carRegNo === undefined ? null : (
          <div>
            <dt>Registration number</dt>
            <dd>{object.carRegNo}</dd>
          </div>
        )}
        {object?.purchasePrice === undefined || Number.isNaN(object.purchasePrice.amount) ? null : (
          <div>
            <dt>Purchase price</dt>
            <dd>{amount(object.purchasePrice.amount)}</dd>
          </div>
        )}
        {object?.kmPerYear === undefined ? null : (
          <div>
            <dt>Kilometres per year</dt>
            <dd>{count(object.kmPerYear)}</dd>
          </div>
        )}
        {object?.priceKmExceeded === undefined ? null : (
          <div>
            <dt>Price per km exceeded</dt>
            <dd>{amount(object.priceKmExceeded)}</dd>
          </div>
        )}
        <div>
          <dt>Customer</dt>
          <dd>{values.customer.customerType === 'Business' ? 'Business' : 'Private person'}</dd>
        </div>
        {values.products.length === 0 ? null : (
          <div>
            <dt>Embedded products</dt>
            <dd>{values.products.map((product) => product.name || product.code).join(', ')}</dd>
          </div>
        )}
        {values.campaign === null ? null : (
          <div className="offer-summary__campaign">
            <dt>Campaign</dt>
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
          <div>
            <dt>Funding interest</dt>
            <dd>{values.fundingInterest.name}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
