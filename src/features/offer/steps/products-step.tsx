import { useFieldArray, useFormContext } from 'react-hook-form';
import { EMBEDDED_PRODUCT_CODES, EMBEDDED_PRODUCT_NAMES } from '../../../domain/contract';
import { useLocale } from '../../../lib/locale';
import { CheckboxField, optionsOf, SelectField, TextField } from '../components/fields';
import { RepeatedRows } from '../components/repeated-rows';
import { rowLabel } from '../model/field-paths';
import {
  emptyProduct,
  type DataFieldValues,
  type OfferFormValues,
} from '../model/offer-form-values';

const MAX_PRODUCTS = 20;
const DATA_FIELD_KINDS = ['custom', 'price'] as const;

/** Step 4: products sold with the financing, financed with it or paid with each term. */
export function ProductsStep() {
  const { control } = useFormContext<OfferFormValues>();
  const products = useFieldArray({ control, name: 'products' });
  const { t } = useLocale();
  return (
    <div className="offer-step__body">
      {products.fields.length === 0 ? (
        <p className="offer-list__empty">{t('offer.products.empty')}</p>
      ) : null}
      {products.fields.map((product, index) => (
        <fieldset key={product.id} className="offer-list offer-list__item">
          <legend>{rowLabel(`products.${index}`)}</legend>
          <div className="offer-grid">
            <SelectField
              name={`products.${index}.code`}
              placeholder={t('offer.products.dealersOwn')}
              options={optionsOf(EMBEDDED_PRODUCT_CODES, (code) => EMBEDDED_PRODUCT_NAMES[code])}
            />
            <TextField name={`products.${index}.name`} />
            <TextField name={`products.${index}.price`} amount />
          </div>
          <CheckboxField
            name={`products.${index}.isIncludedInTermFee`}
            label={t('offer.products.inTermFee')}
          />
          <DataFields productIndex={index} />
          <button
            type="button"
            className="button--secondary"
            onClick={() => {
              products.remove(index);
            }}
          >
            {t('offer.products.remove', { number: index + 1 })}
          </button>
        </fieldset>
      ))}
      {products.fields.length < MAX_PRODUCTS ? (
        <div className="actions">
          {EMBEDDED_PRODUCT_CODES.map((code) => (
            <button
              key={code}
              type="button"
              className="button--secondary"
              onClick={() => {
                products.append(emptyProduct(code), {
                  shouldFocus: true,
                  focusName: `products.${products.fields.length}.price`,
                });
              }}
            >
              {t('offer.products.addNamed', { name: EMBEDDED_PRODUCT_NAMES[code] })}
            </button>
          ))}
          <button
            type="button"
            className="button--secondary"
            onClick={() => {
              products.append(emptyProduct(), { shouldFocus: true });
            }}
          >
            {t('offer.products.addOther')}
          </button>
        </div>
      ) : null}
    </div>
  );
}

function DataFields({ productIndex }: { productIndex: number }) {
  const { t } = useLocale();
  return (
    <div className="offer-sublist">
      <RepeatedRows
        name={`products.${productIndex}.dataFields`}
        rowClassName="offer-grid"
        removeLabel={(number) => t('offer.products.dataFields.remove', { number })}
        addLabel={t('offer.products.dataFields.add', { number: productIndex + 1 })}
        newRow={(): DataFieldValues => ({ kind: 'custom', name: '', value: '' })}
      >
        {(index) => (
          <>
            <SelectField
              name={`products.${productIndex}.dataFields.${index}.kind`}
              options={optionsOf(DATA_FIELD_KINDS, (kind) =>
                t(`offer.products.dataFieldKind.${kind}`),
              )}
            />
            <TextField name={`products.${productIndex}.dataFields.${index}.name`} />
            <TextField name={`products.${productIndex}.dataFields.${index}.value`} numeric />
          </>
        )}
      </RepeatedRows>
    </div>
  );
}
