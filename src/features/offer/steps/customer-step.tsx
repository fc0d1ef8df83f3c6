import { customerTypeLabel } from '../../../components/object-labels';
import { useLocale } from '../../../lib/locale';
import { optionsOf, RadioGroup, SelectField, TextField } from '../components/fields';
import { CompanyLookup } from '../components/company-lookup';
import { PostCodeTown } from '../components/post-code-town';
import { RepeatedRowsFieldset } from '../components/repeated-rows';
import type { OfferField } from '../model/field-paths';
import { emptyAddress } from '../model/offer-form-values';

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
  const { t } = useLocale();
  const rowField = (field: OfferField) => <TextField name={field} autoComplete="off" />;

  return (
    <div className="offer-step__body">
      <div className="offer-grid">
        <RadioGroup
          name="customer.customerType"
          options={optionsOf(CUSTOMER_TYPES, (type) => customerTypeLabel(type, t))}
        />
        <SelectField
          name="customer.locale"
          placeholder={t('offer.object.notGiven')}
          options={CUSTOMER_LOCALES.map(({ value, label }) => ({ value, label: t(label) }))}
        />
      </div>

      <CompanyLookup />

      <RepeatedRowsFieldset
        name="customer.addresses"
        messages="offer.customer.addresses"
        emptyText={t('offer.customer.addresses.empty')}
        max={MAX_ADDRESSES}
        newRow={(count) => emptyAddress(count === 0 ? 'VisitingAddress' : 'PostalAddress')}
      >
        {(index) => (
          <>
            <SelectField
              name={`customer.addresses.${index}.addressType`}
              options={optionsOf(ADDRESS_TYPES, (type) => t(`offer.addressType.${type}`))}
            />
            {rowField(`customer.addresses.${index}.addressLine1`)}
            {rowField(`customer.addresses.${index}.addressLine2`)}
            {rowField(`customer.addresses.${index}.zip`)}
            <PostCodeTown
              fields={{
                zip: `customer.addresses.${index}.zip`,
                city: `customer.addresses.${index}.city`,
                country: `customer.addresses.${index}.country`,
              }}
            />
            {rowField(`customer.addresses.${index}.city`)}
            {rowField(`customer.addresses.${index}.country`)}
          </>
        )}
      </RepeatedRowsFieldset>

      <RepeatedRowsFieldset
        name="customer.externalReferences"
        messages="offer.customer.references"
        hint={t('offer.customer.references.hint')}
        newRow={() => ({ key: '', value: '' })}
      >
        {(index) => (
          <>
            {rowField(`customer.externalReferences.${index}.key`)}
            {rowField(`customer.externalReferences.${index}.value`)}
          </>
        )}
      </RepeatedRowsFieldset>
    </div>
  );
}
