import { useFieldArray, useFormContext } from 'react-hook-form';
import { EMBEDDED_PRODUCT_CODES } from '../../../domain/contract';
import { CheckboxField, SelectField, TextField } from '../components/fields';
import { RepeatedRows } from '../components/repeated-rows';
import { emptyProduct, type OfferFormValues } from '../model/offer-form-values';

const MAX_PRODUCTS = 20;
const PRODUCT_NAMES: Record<(typeof EMBEDDED_PRODUCT_CODES)[number], string> = {
  INVOICE_ESTIMATOR: 'Invoice estimator',
};
const DATA_FIELD_KINDS = [
  { value: 'custom', label: 'Custom data' },
  { value: 'price', label: 'Price data' },
];

/** Step 4: products sold with the financing, financed with it or paid with each term. */
export function ProductsStep() {
  const { control } = useFormContext<OfferFormValues>();
  const products = useFieldArray({ control, name: 'products' });
  return (
    <div className="offer-step__body">
      {products.fields.length === 0 ? (
        <p className="offer-list__empty">No embedded products. Add one, or go on to the result.</p>
      ) : null}
      {products.fields.map((product, index) => (
        <fieldset key={product.id} className="offer-list offer-list__item">
          <legend>Product {index + 1}</legend>
          <div className="offer-grid">
            <TextField name={`products.${index}.name`} label={`Product ${index + 1}: name`} />
            <TextField
              name={`products.${index}.code`}
              label={`Product ${index + 1}: code`}
              hint={`e.g. ${EMBEDDED_PRODUCT_CODES.join(', ')}`}
            />
            <TextField
              name={`products.${index}.price`}
              label={`Product ${index + 1}: price (NOK)`}
              numeric
            />
          </div>
          <CheckboxField
            name={`products.${index}.isIncludedInTermFee`}
            label="Paid with each term (included in the term fee) instead of financed"
          />
          <DataFields productIndex={index} />
          <button
            type="button"
            className="button--secondary"
            onClick={() => {
              products.remove(index);
            }}
          >
            Remove product {index + 1}
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
              Add {PRODUCT_NAMES[code]}
            </button>
          ))}
          <button
            type="button"
            className="button--secondary"
            onClick={() => {
              products.append(emptyProduct(), { shouldFocus: true });
            }}
          >
            Add another product
          </button>
        </div>
      ) : null}
    </div>
  );
}

function DataFields({ productIndex }: { productIndex: number }) {
  const { control } = useFormContext<OfferFormValues>();
  const fields = useFieldArray({ control, name: `products.${productIndex}.dataFields` });
  const prefix = `Product ${productIndex + 1}, data field`;
  return (
    <div className="offer-sublist">
      <RepeatedRows
        rows={fields}
        rowLabel={(index) => `${prefix} ${index + 1}`}
        rowClassName="offer-grid"
        removeLabel={(index) => `Remove data field ${index + 1}`}
        addLabel={`Add a data field to product ${productIndex + 1}`}
        append={() => {
          fields.append({ kind: 'custom', name: '', value: '' }, { shouldFocus: true });
        }}
      >
        {(index) => (
          <>
            <SelectField
              name={`products.${productIndex}.dataFields.${index}.kind`}
              label={`${prefix} ${index + 1}: kind`}
              options={DATA_FIELD_KINDS}
            />
            <TextField
              name={`products.${productIndex}.dataFields.${index}.name`}
              label={`${prefix} ${index + 1}: name`}
            />
            <TextField
              name={`products.${productIndex}.dataFields.${index}.value`}
              label={`${prefix} ${index + 1}: value`}
              numeric
            />
          </>
        )}
      </RepeatedRows>
    </div>
  );
}
