import { useFieldArray, useFormContext } from 'react-hook-form';
import { RadioGroup, SelectField, TextField } from '../components/fields';
import { RepeatedRows } from '../components/repeated-rows';
import { emptyAddress, type OfferFormValues } from '../model/offer-form-values';

const CUSTOMER_TYPE_OPTIONS = [
  { value: 'Private', label: 'Private person' },
  { value: 'Business', label: 'Business' },
];
const ADDRESS_TYPE_OPTIONS = [
  { value: 'VisitingAddress', label: 'Visiting address' },
  { value: 'PostalAddress', label: 'Postal address' },
  { value: 'InvoiceAddress', label: 'Invoice address' },
];
const LOCALE_OPTIONS = [
  { value: 'nb-NO', label: 'Norwegian (bokmål)' },
  { value: 'en', label: 'English' },
];
const MAX_ADDRESSES = 10;

/** Step 2: who the customer is, where they are, and how other systems know them. */
export function CustomerStep() {
  const { control } = useFormContext<OfferFormValues>();
  const addresses = useFieldArray({ control, name: 'customer.addresses' });
  const references = useFieldArray({ control, name: 'customer.externalReferences' });

  return (
    <div className="offer-step__body">
      <div className="offer-grid">
        <RadioGroup
          name="customer.customerType"
          legend="Customer"
          options={CUSTOMER_TYPE_OPTIONS}
        />
        <SelectField
          name="customer.locale"
          label="Customer's language"
          placeholder="Not given"
          options={LOCALE_OPTIONS}
        />
      </div>

      <fieldset className="offer-list">
        <legend>Addresses</legend>
        <RepeatedRows
          rows={addresses}
          rowLabel={(index) => `Address ${index + 1}`}
          emptyText="No address given."
          removeLabel={(index) => `Remove address ${index + 1}`}
          addLabel="Add an address"
          append={
            addresses.fields.length < MAX_ADDRESSES
              ? () => {
                  addresses.append(
                    emptyAddress(
                      addresses.fields.length === 0 ? 'VisitingAddress' : 'PostalAddress',
                    ),
                    { shouldFocus: true },
                  );
                }
              : undefined
          }
        >
          {(index) => (
            <>
              <SelectField
                name={`customer.addresses.${index}.addressType`}
                label={`Address ${index + 1}: kind`}
                options={ADDRESS_TYPE_OPTIONS}
              />
              <TextField
                name={`customer.addresses.${index}.addressLine1`}
                label={`Address ${index + 1}: street`}
                autoComplete="off"
              />
              <TextField
                name={`customer.addresses.${index}.addressLine2`}
                label={`Address ${index + 1}: line 2`}
                autoComplete="off"
              />
              <TextField
                name={`customer.addresses.${index}.zip`}
                label={`Address ${index + 1}: postcode`}
                autoComplete="off"
              />
              <TextField
                name={`customer.addresses.${index}.city`}
                label={`Address ${index + 1}: city`}
                autoComplete="off"
              />
              <TextField
                name={`customer.addresses.${index}.country`}
                label={`Address ${index + 1}: country`}
                autoComplete="off"
              />
            </>
          )}
        </RepeatedRows>
      </fieldset>

      <fieldset className="offer-list">
        <legend>External references</legend>
        <p className="field__hint">The customer's id in the dealer's own systems, for example.</p>
        <RepeatedRows
          rows={references}
          rowLabel={(index) => `Reference ${index + 1}`}
          removeLabel={(index) => `Remove reference ${index + 1}`}
          addLabel="Add a reference"
          append={() => {
            references.append({ key: '', value: '' }, { shouldFocus: true });
          }}
        >
          {(index) => (
            <>
              <TextField
                name={`customer.externalReferences.${index}.key`}
                label={`Reference ${index + 1}: key`}
                autoComplete="off"
              />
              <TextField
                name={`customer.externalReferences.${index}.value`}
                label={`Reference ${index + 1}: value`}
                autoComplete="off"
              />
            </>
          )}
        </RepeatedRows>
      </fieldset>
    </div>
  );
}
