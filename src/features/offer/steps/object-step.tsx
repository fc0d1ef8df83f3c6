import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { FUEL_TYPES, OBJECT_TYPES } from '../../../domain/contract';
import { RadioGroup, SelectField, TextField } from '../components/fields';
import { RepeatedRows } from '../components/repeated-rows';
import {
  ALL_TYPE_SPECIFIC_FIELDS,
  fitsType,
  OBJECT_TYPE_LABELS,
  SUBTYPE_LABELS,
  subtypesOf,
} from '../model/object-fields';
import { emptyExtra, type OfferFormValues } from '../model/offer-form-values';

const TYPE_OPTIONS = OBJECT_TYPES.map((type) => ({ value: type, label: OBJECT_TYPE_LABELS[type] }));
const FUEL_OPTIONS = Object.entries(FUEL_TYPES).map(([code, label]) => ({ value: code, label }));
const CONDITION_OPTIONS = [
  { value: 'New', label: 'New' },
  { value: 'Used', label: 'Used' },
];

/** Step 1: what is financed. Only the fields that fit the chosen type are shown. */
export function ObjectStep() {
  const { control, setValue, clearErrors } = useFormContext<OfferFormValues>();
  const objectType = useWatch({ control, name: 'object.objectType' });
  const extras = useFieldArray({ control, name: 'object.extras' });
  const fits = (field: Parameters<typeof fitsType>[1]) => fitsType(objectType, field);
  const subtypes = subtypesOf(objectType);

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
          label="Object type"
          options={TYPE_OPTIONS}
          onChange={changeType}
        />
        {fits('objectSubtype') ? (
          <SelectField
            name="object.objectSubtype"
            label="Subtype"
            placeholder="Not given"
            options={subtypes.map((subtype) => ({
              value: subtype,
              label: SUBTYPE_LABELS[subtype],
            }))}
          />
        ) : null}
        <RadioGroup name="object.condition" legend="Condition" options={CONDITION_OPTIONS} />
      </div>

      <div className="offer-grid">
        <TextField name="object.make" label="Make" autoComplete="off" />
        <TextField name="object.model" label="Model" autoComplete="off" />
        <TextField name="object.yearModel" label="Year" numeric hint="e.g. 2024" />
        {fits('engine') ? (
          <TextField name="object.engine" label="Engine" autoComplete="off" />
        ) : null}
        {fits('fuelType') ? (
          <SelectField
            name="object.fuelType"
            label="Fuel type"
            placeholder="Not given"
            options={FUEL_OPTIONS}
          />
        ) : null}
        {fits('registrationNumber') ? (
          <TextField
            name="object.registrationNumber"
            label="Registration number"
            autoComplete="off"
          />
        ) : null}
        {fits('chassisNumber') ? (
          <TextField name="object.chassisNumber" label="Chassis number" autoComplete="off" />
        ) : null}
        {fits('kmPerYear') ? (
          <TextField name="object.kmPerYear" label="Kilometres per year" numeric />
        ) : null}
        {fits('kmTotal') ? (
          <TextField name="object.kmTotal" label="Kilometres driven" numeric />
        ) : null}
      </div>

      <h3 className="offer-step__subheading">Price</h3>
      <div className="offer-grid">
        <TextField
          name="object.price"
          label="Purchase price (NOK)"
          numeric
          hint="Including VAT, e.g. 350 000 or 350 000,50"
          data-offer-price=""
        />
        <TextField name="object.vat" label="VAT included (NOK)" numeric />
        <TextField name="object.extrasFactory" label="Factory-installed extras (NOK)" numeric />
        <TextField name="object.extrasDealer" label="Dealer-installed extras (NOK)" numeric />
        {fits('priceKmExceeded') ? (
          <TextField
            name="object.priceKmExceeded"
            label="Price per km exceeded (NOK)"
            numeric
            hint="Charged for kilometres over the agreed number"
          />
        ) : null}
      </div>

      <fieldset className="offer-list">
        <legend>Itemised extras</legend>
        <RepeatedRows
          rows={extras}
          rowLabel={(index) => `Extra ${index + 1}`}
          emptyText="No extras listed."
          removeLabel={(index) => `Remove extra ${index + 1}`}
          addLabel="Add an extra"
          append={() => {
            extras.append(emptyExtra(), { shouldFocus: true });
          }}
        >
          {(index) => (
            <>
              <TextField name={`object.extras.${index}.name`} label={`Extra ${index + 1}: name`} />
              <TextField name={`object.extras.${index}.code`} label={`Extra ${index + 1}: code`} />
              <TextField
                name={`object.extras.${index}.price`}
                label={`Extra ${index + 1}: price (NOK)`}
                numeric
              />
            </>
          )}
        </RepeatedRows>
      </fieldset>
    </div>
  );
}
