import { FUEL_TYPES, type FinancedObject } from '../../../domain/contract';
import { useLocale } from '../../../lib/locale';
import { Fact } from './fact';

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** What is being financed, as far as the application says. */
export function FinancedObjectSummary({ object }: { object: FinancedObject | undefined }) {
  const { amount, locale } = useLocale();
  if (object === undefined) return <p className="empty-state">The application names no object.</p>;
  const name = [object.make, object.model].filter(Boolean).join(' ');
  const fuel =
    object.fuelType === undefined
      ? undefined
      : (FUEL_TYPES as Record<number, string | undefined>)[object.fuelType];
  return (
    <dl className="facts">
      {name === '' ? null : <Fact label="Object">{name}</Fact>}
      {object.objectTypeID === undefined ? null : (
        <Fact label="Type">{capitalised(object.objectSubTypeID ?? object.objectTypeID)}</Fact>
      )}
      {object.objectCondition === undefined ? null : (
        <Fact label="Condition">{object.objectCondition}</Fact>
      )}
      {object.yearModel === undefined ? null : <Fact label="Year model">{object.yearModel}</Fact>}
      {fuel === undefined ? null : <Fact label="Fuel">{fuel}</Fact>}
      {object.carRegNo === undefined ? null : (
        <Fact label="Registration number">{object.carRegNo}</Fact>
      )}
      {object.carKilometers === undefined ? null : (
        <Fact label="Driven">{new Intl.NumberFormat(locale).format(object.carKilometers)} km</Fact>
      )}
      {object.purchasePrice === undefined ? null : (
        <Fact label="Purchase price">{amount(object.purchasePrice.amount)}</Fact>
      )}
    </dl>
  );
}
