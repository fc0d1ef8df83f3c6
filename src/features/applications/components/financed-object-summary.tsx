import type { EmbeddedProduct, FinancedObject } from '../../../domain/contract';
import { useLocale } from '../../../lib/locale';
import { Fact } from './fact';
import {
  fuelTypeLabel,
  objectConditionLabel,
  objectKindLabel,
} from '../../../components/object-labels';
import '../../../components/figure-list.css';

/** What is being financed, as far as the application says, with the products sold with it. */
export function FinancedObjectSummary({
  object,
  products = [],
}: {
  object: FinancedObject | undefined;
  products?: EmbeddedProduct[];
}) {
  const { amount, locale, t } = useLocale();
  if (object === undefined) {
    return <p className="empty-state">{t('applications.object.none')}</p>;
  }
  const name = [object.make, object.model].filter(Boolean).join(' ');
  const kindCode = object.objectSubTypeID ?? object.objectTypeID;
  const kind = kindCode === undefined ? undefined : objectKindLabel(kindCode, t);
  // The offer sends the kilometres driven as `kmTotal`; other clients may send `carKilometers`.
  const driven = object.kmTotal ?? object.carKilometers;
  const count = (value: number) => new Intl.NumberFormat(locale).format(value);
  const fuel = object.fuelType === undefined ? undefined : fuelTypeLabel(object.fuelType, t);
  return (
    <dl className="figure-list">
      {name === '' ? null : <Fact label={t('applications.object.name')}>{name}</Fact>}
      {kind === undefined ? null : <Fact label={t('applications.object.type')}>{kind}</Fact>}
      {object.objectCondition === undefined ? null : (
        <Fact label={t('applications.object.condition')}>
          {objectConditionLabel(object.objectCondition, t)}
        </Fact>
      )}
      {object.yearModel === undefined ? null : (
        <Fact label={t('applications.object.yearModel')}>{object.yearModel}</Fact>
      )}
      {fuel === undefined ? null : <Fact label={t('applications.object.fuel')}>{fuel}</Fact>}
      {object.carRegNo === undefined ? null : (
        <Fact label={t('applications.object.registrationNumber')}>{object.carRegNo}</Fact>
      )}
      {driven === undefined ? null : (
        <Fact label={t('applications.object.driven')}>
          {t('applications.object.kilometres', { kilometres: count(driven) })}
        </Fact>
      )}
      {object.kmPerYear === undefined ? null : (
        <Fact label={t('common.object.kmPerYear')}>{count(object.kmPerYear)}</Fact>
      )}
      {object.priceKmExceeded === undefined ? null : (
        <Fact label={t('common.object.priceKmExceeded')}>{amount(object.priceKmExceeded)}</Fact>
      )}
      {object.purchasePrice === undefined ? null : (
        <Fact label={t('applications.object.purchasePrice')}>
          {amount(object.purchasePrice.amount)}
        </Fact>
      )}
      {products.length === 0 ? null : (
        <Fact label={t('applications.object.products')}>
          <ul className="facts__list">
            {products.map((product, index) => {
              const name = product.name ?? product.code ?? '';
              return (
                <li key={index}>
                  {product.price === undefined
                    ? name
                    : t('applications.object.productWithPrice', {
                        name,
                        price: amount(product.price.amount),
                      })}
                </li>
              );
            })}
          </ul>
        </Fact>
      )}
    </dl>
  );
}
