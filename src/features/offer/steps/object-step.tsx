import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FUEL_TYPES, OBJECT_TYPES } from '../../../domain/contract';
import {
  fuelTypeLabel,
  objectConditionLabel,
  objectKindLabel,
} from '../../../components/object-labels';
import { useLocale } from '../../../lib/locale';
import { written } from '../../../lib/parse-number';
import { optionsOf, RadioGroup, SelectField, TextField } from '../components/fields';
import { RepeatedRowsFieldset } from '../components/repeated-rows';
import { VehicleLookup } from '../components/vehicle-lookup';
import { ALL_TYPE_SPECIFIC_FIELDS, fitsType, subtypesOf } from '../model/object-fields';
import { itemisedExtrasTotal } from '../model/itemised-extras';
import { emptyExtra, type OfferFormValues } from '../model/offer-form-values';

/** Step 1: what is financed. Only the fields that fit the chosen type are shown. */
export function ObjectStep() {
  const { control, setValue, getValues, clearErrors } = useFormContext<OfferFormValues>();
  const objectType = useWatch({ control, name: 'object.objectType' });
  const fits = (field: Parameters<typeof fitsType>[1]) => fitsType(objectType, field);
  const subtypes = subtypesOf(objectType);
  const { t, language } = useLocale();

  // Itemised extras add up into the dealer-installed extras, which count in the cash price.
  const itemised = useWatch({ control, name: 'object.extras' });
  const itemisedTotal = itemisedExtrasTotal(itemised, language);
  const itemisedText = itemisedTotal === undefined ? undefined : written(itemisedTotal, language);
  useEffect(() => {
    if (itemisedText === undefined || getValues('object.extrasDealer') === itemisedText) return;
    setValue('object.extrasDealer', itemisedText, { shouldDirty: true });
    clearErrors('object.extrasDealer');
  }, [itemisedText, getValues, setValue, clearErrors]);
  const notGiven = t('offer.object.notGiven');

  /** Fields the new type does not have are emptied, so nothing hidden is sent. */
  const changeType = (value: string) => {
    const type = OBJECT_TYPES.find((candidate) => candidate === value);
    if (type === undefined) return;
    for (const field of ALL_TYPE_SPECIFIC_FIELDS) {
      if (!fitsType(type, field)) {
        setValue(`object.${field}`, '');
        clearErrors(`object.${field}`);
      }
    }
  };

  return (
    <div className="offer-step__body">
      <div className="offer-grid">
        <SelectField
          name="object.objectType"
          options={optionsOf(OBJECT_TYPES, (type) => objectKindLabel(type, t))}
          onChange={changeType}
        />
        {fits('objectSubtype') ? (
          <SelectField
            name="object.objectSubtype"
            placeholder={notGiven}
            options={optionsOf(subtypes, (subtype) => objectKindLabel(subtype, t))}
          />
        ) : null}
        <RadioGroup
          name="object.condition"
          options={optionsOf(['New', 'Used'] as const, (condition) =>
            objectConditionLabel(condition, t),
          )}
        />
      </div>

      <div className="offer-grid">
        {fits('registrationNumber') ? (
          <div className="register-lookup__field">
            <TextField name="object.registrationNumber" autoComplete="off" />
            <VehicleLookup changeType={changeType} />
          </div>
        ) : null}
        <TextField name="object.make" autoComplete="off" />
        <TextField name="object.model" autoComplete="off" />
        <TextField name="object.yearModel" numeric hint={t('offer.object.yearModel.hint')} />
        {fits('engine') ? <TextField name="object.engine" autoComplete="off" /> : null}
        {fits('fuelType') ? (
          <SelectField
            name="object.fuelType"
            placeholder={notGiven}
            options={optionsOf(
              Object.keys(FUEL_TYPES),
              (code) => fuelTypeLabel(Number(code), t) ?? code,
            )}
          />
        ) : null}
        {fits('chassisNumber') ? (
          <TextField name="object.chassisNumber" autoComplete="off" />
        ) : null}
        {fits('kmPerYear') ? <TextField name="object.kmPerYear" numeric /> : null}
        {fits('kmTotal') ? <TextField name="object.kmTotal" numeric /> : null}
      </div>

      <h3 className="offer-step__subheading">{t('offer.object.heading.price')}</h3>
      <div className="offer-grid">
        <TextField
          name="object.price"
          amount
          hint={t('offer.object.price.hint')}
          data-offer-price=""
        />
        <TextField name="object.vat" amount />
        <TextField name="object.extrasFactory" amount />
        <TextField
          name="object.extrasDealer"
          amount
          readOnly={itemisedText !== undefined}
          hint={t('offer.object.extrasDealer.hint')}
        />
        {fits('priceKmExceeded') ? (
          <TextField
            name="object.priceKmExceeded"
            amount
            hint={t('offer.object.priceKmExceeded.hint')}
          />
        ) : null}
      </div>

      <RepeatedRowsFieldset
        name="object.extras"
        messages="offer.object.extras"
        emptyText={t('offer.object.extras.empty')}
        newRow={emptyExtra}
      >
        {(index) => (
          <>
            <TextField name={`object.extras.${index}.name`} />
            <TextField name={`object.extras.${index}.code`} />
            <TextField name={`object.extras.${index}.price`} amount />
          </>
        )}
      </RepeatedRowsFieldset>
    </div>
  );
}
