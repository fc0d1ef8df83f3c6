import { useFieldArray, useFormContext } from 'react-hook-form';
import { customerTypeLabel } from '../../../components/object-labels';
import { useLocale } from '../../../lib/locale';
import { RadioGroup, SelectField, TextField } from '../components/fields';
import { RepeatedRows } from '../components/repeated-rows';
import { fieldLabel, type OfferField } from '../model/field-paths';
import { emptyAddress, type OfferFormValues } from '../model/offer-form-values';

const CUSTOMER_TYPES = ['Private', 'Business'] as const;
const ADDRESS_TYPES = ['VisitingAddress', 'PostalAddress', 'InvoiceAddress'] as const;
/** The customer's language, for what they take home: the contract's locale codes. */
const CUSTOMER_LOCALES = [
  { value: 'nb-NO', label: 'offer.customerLocale.nbNO' },
  { value: 'en', label: 'offer.customerLocale.en' },
] as const;
const MAX_ADDRESSES = 10;

/** Step 2: who the customer is, where they are, and how other systems know them. */
export function CustomerStep() {
  const { control } = useFormContext<OfferFormValues>();
  const addresses = useFieldArray({ control, name: 'customer.addresses' });
  const references = useFieldArray({ control, name: 'customer.externalReferences' });
  const { t } = useLocale();
  const rowField = (field: OfferField) => (
    <TextField name={field} label={fieldLabel(field)} autoComplete="off" />
  );

  return (
    <div className="offer-step__body">
      <div className="offer-grid">
        <RadioGroup
          name="customer.customerType"
          legend={fieldLabel('customer.customerType')}
          options={CUSTOMER_TYPES.map((type) => ({
            value: type,
            label: customerTypeLabel(type, t),
          }))}
        />
        <SelectField
          name="customer.locale"
          label={fieldLabel('customer.locale')}
          placeholder={t('offer.object.notGiven')}
          options={CUSTOMER_LOCALES.map(({ value, label }) => ({ value, label: t(label) }))}
        />
      </div>

      <fieldset className="offer-list">
        <legend>{t('offer.customer.addresses.legend')}</legend>
        <RepeatedRows
          rows={addresses}
          rowLabel={(index) => t('offer.row.address', { number: index + 1 })}
          emptyText={t('offer.customer.addresses.empty')}
          removeLabel={(index) => t('offer.customer.addresses.remove', { number: index + 1 })}
          addLabel={t('offer.customer.addresses.add')}
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
                label={fieldLabel(`customer.addresses.${index}.addressType`)}
                options={ADDRESS_TYPES.map((type) => ({
                  value: type,
                  label: t(`offer.addressType.${type}`),
                }))}
              />
              {rowField(`customer.addresses.${index}.addressLine1`)}
              {rowField(`customer.addresses.${index}.addressLine2`)}
              {rowField(`customer.addresses.${index}.zip`)}
              {rowField(`customer.addresses.${index}.city`)}
              {rowField(`customer.addresses.${index}.country`)}
            </>
          )}
        </RepeatedRows>
      </fieldset>

      <fieldset className="offer-list">
        <legend>{t('offer.customer.references.legend')}</legend>
        <p className="field__hint">{t('offer.customer.references.hint')}</p>
        <RepeatedRows
          rows={references}
          rowLabel={(index) => t('offer.row.reference', { number: index + 1 })}
          removeLabel={(index) => t('offer.customer.references.remove', { number: index + 1 })}
          addLabel={t('offer.customer.references.add')}
          append={() => {
            references.append({ key: '', value: '' }, { shouldFocus: true });
          }}
        >
          {(index) => (
            <>
              {rowField(`customer.externalReferences.${index}.key`)}
              {rowField(`customer.externalReferences.${index}.value`)}
            </>
          )}
        </RepeatedRows>
      </fieldset>
    </div>
  );
}
