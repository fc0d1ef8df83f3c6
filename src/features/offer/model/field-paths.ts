import type { FieldPath } from 'react-hook-form';
import { t, type MessageId } from '../../../lib/i18n';
import type { ApplicantValues } from './applicant-values';
import type { OfferFormValues } from './offer-form-values';

export type OfferField = FieldPath<OfferFormValues>;

/** A field of the offer form; `#` stands for the index of a row (an extra, an address …). */
interface OfferFieldDescription {
  /** Where the form keeps it. */
  form: string;
  /** Where the contract's request carries it (relative to the `calculationRequest`): problems
   * the engine or the service report at these paths are shown on the field. */
  contract: readonly string[];
  /** Its name, as the form labels it and the summaries repeat it. */
  label: MessageId;
}

/**
 * The offer's fields, described once: the contract paths → form field mapping (`fieldForPath`)
 * and the labels (`fieldLabel`) are made from it, and `toCalculationRequest` is tested against it
 * (to-calculation-request.test.ts).
 */
export const OFFER_FIELDS: readonly OfferFieldDescription[] = [
  { form: 'customer.customerType', contract: ['customerType'] },
  { form: 'customer.locale', contract: ['customer.locale'] },
  { form: 'customer.addresses.#.addressType', contract: ['customer.address.#.addressType'] },
  { form: 'customer.addresses.#.addressLine1', contract: ['customer.address.#.addressLine1'] },
  { form: 'customer.addresses.#.addressLine2', contract: ['customer.address.#.addressLine2'] },
  { form: 'customer.addresses.#.zip', contract: ['customer.address.#.zip'] },
  { form: 'customer.addresses.#.city', contract: ['customer.address.#.city'] },
  { form: 'customer.addresses.#.country', contract: ['customer.address.#.country'] },
  { form: 'customer.externalReferences.#.key', contract: ['customer.externalReferences.#.key'] },
  {
    form: 'customer.externalReferences.#.value',
    contract: ['customer.externalReferences.#.value'],
  },
  { form: 'object.objectType', contract: ['object.objectTypeID'] },
  { form: 'object.objectSubtype', contract: ['object.objectSubTypeID'] },
  { form: 'object.condition', contract: ['object.objectCondition'] },
  { form: 'object.make', contract: ['object.make'] },
  { form: 'object.model', contract: ['object.model'] },
  { form: 'object.yearModel', contract: ['object.yearModel'] },
  { form: 'object.engine', contract: ['object.engine'] },
  { form: 'object.fuelType', contract: ['object.fuelType'] },
  { form: 'object.registrationNumber', contract: ['object.carRegNo'] },
  { form: 'object.chassisNumber', contract: ['object.carChassisNo'] },
  { form: 'object.kmPerYear', contract: ['object.kmPerYear'] },
  { form: 'object.kmTotal', contract: ['object.kmTotal'] },
  { form: 'object.price', contract: ['object.purchasePrice', 'object.purchasePrice.amount'] },
  { form: 'object.vat', contract: ['object.purchasePrice.vatAmount'] },
  { form: 'object.extrasFactory', contract: ['object.carExtrasPriceFactoryInstalled'] },
  { form: 'object.extrasDealer', contract: ['object.carExtrasPriceDealerInstalled'] },
  { form: 'object.priceKmExceeded', contract: ['object.priceKmExceeded'] },
  { form: 'object.extras.#.name', contract: ['object.objectCarExtras.#.name'] },
  { form: 'object.extras.#.code', contract: ['object.objectCarExtras.#.extrasCode'] },
  {
    form: 'object.extras.#.price',
    contract: [
      'object.objectCarExtras.#.price',
      'object.objectCarExtras.#.price.amount',
      'object.objectCarExtras.#.price.vatAmount',
    ],
  },
  { form: 'financial.loanType', contract: ['financialParameters.loanType'] },
  { form: 'financial.equity', contract: ['financialParameters.equity.amount'] },
  { form: 'financial.startupFee', contract: ['financialParameters.startupFee.amount'] },
  { form: 'financial.termCount', contract: ['financialParameters.terms.termCount'] },
  { form: 'financial.termLength', contract: ['financialParameters.terms.termLength'] },
  { form: 'financial.termFee', contract: ['financialParameters.termFee.amount'] },
  {
    form: 'financial.residual',
    contract: [
      'financialParameters.residualValue.amount',
      'financialParameters.residualValuePercent',
    ],
  },
  { form: 'financial.nonRecurrentFee', contract: ['financialParameters.nonRecurrentFee'] },
  { form: 'financial.interestRate', contract: ['financialParameters.interestRate'] },
  { form: 'financial.deliveryDate', contract: ['deliveryDate'] },
  { form: 'products.#.name', contract: ['embeddedProducts.#.name'] },
  { form: 'products.#.code', contract: ['embeddedProducts.#.code'] },
  {
    form: 'products.#.price',
    contract: [
      'embeddedProducts.#.price',
      'embeddedProducts.#.price.amount',
      'embeddedProducts.#.price.vatAmount',
    ],
  },
  // Data fields are sent split by kind, so a row has no one contract path.
  { form: 'products.#.dataFields.#.kind', contract: [] },
  { form: 'products.#.dataFields.#.name', contract: [] },
  { form: 'products.#.dataFields.#.value', contract: [] },
].map((field) => ({
  ...field,
  label: `offer.field.${field.form.replace(/\.#/g, '')}` as MessageId,
}));

/** The rows of the form's lists, named by their number: "Address 2". */
const ROW_LABELS: Record<string, MessageId> = {
  extras: 'offer.row.extra',
  addresses: 'offer.row.address',
  externalReferences: 'offer.row.reference',
  products: 'offer.row.product',
  dataFields: 'offer.row.dataField',
};

const INDEX = /\.(\d+)(?=\.|$)/g;
const withoutIndexes = (path: string) => path.replace(INDEX, '.#');
const indexesOf = (path: string) => [...path.matchAll(INDEX)].map((match) => match[1] ?? '0');
const withIndexes = (pattern: string, indexes: string[]) => {
  let next = 0;
  return pattern.replace(/#/g, () => String(Number(indexes[next++] ?? 0)));
};

const FIELD_OF_CONTRACT_PATH = new Map(
  OFFER_FIELDS.flatMap((field) => field.contract.map((path) => [path, field.form] as const)),
);
const LABEL_OF_FORM_PATH = new Map(OFFER_FIELDS.map((field) => [field.form, field.label]));

/**
 * The form field a problem is about, from a contract path: the engine's (relative to the
 * request) or the service's (`calculationRequest.…`). Undefined when no field shows it: the
 * problem then goes in the summary.
 */
export function fieldForPath(path: string): OfferField | undefined {
  const relative = path.replace(/^calculationRequest\./, '');
  const form = FIELD_OF_CONTRACT_PATH.get(withoutIndexes(relative));
  return form === undefined ? undefined : (withIndexes(form, indexesOf(relative)) as OfferField);
}

/**
 * The name of the row a path is in, in the chosen language, numbered from 1:
 * `customer.addresses.1` → "Address 2", `products.0.dataFields.1.name` → "Product 1, data field 2".
 * Undefined outside the form's lists.
 */
export function rowLabel(path: string): string | undefined {
  const parts = path.split('.');
  let row: string | undefined;
  parts.forEach((part, index) => {
    const label = ROW_LABELS[part];
    const number = Number(parts[index + 1]);
    if (label === undefined || !Number.isInteger(number)) return;
    row = t(label, { number: number + 1, product: row ?? '' });
  });
  return row;
}

/**
 * A field's name as the form labels it, in the chosen language, its rows numbered:
 * `products.0.price` → "Product 1: price". The offer's `loanType` names a lease's equity its
 * initial rental.
 */
export function fieldLabel(field: OfferField, loanType = ''): string {
  const label = LABEL_OF_FORM_PATH.get(withoutIndexes(field));
  if (label === undefined) return field;
  const words = t(label, { loanType });
  const row = rowLabel(field);
  return row === undefined ? words : t('offer.field.inRow', { row, label: words });
}

/** The fields of the applicant form that carry a label of their own. */
export type LabelledApplicantField = Exclude<keyof ApplicantValues, 'consentAt' | 'coApplicant'>;

/** The name of an applicant's field, as the applicant form labels it. */
export const applicantFieldLabel = (field: LabelledApplicantField): string =>
  t(`offer.field.applicant.${field}`);

const CO_APPLICANT_PREFIX = 'coApplicant.';

/**
 * The name of a field of the applicant form by its path, as a summary names it: a co-applicant's
 * field says so ("Co-applicant: First name").
 */
export function applicantPathLabel(path: string): string {
  if (!path.startsWith(CO_APPLICANT_PREFIX)) {
    return applicantFieldLabel(path as LabelledApplicantField);
  }
  const label = applicantFieldLabel(
    path.slice(CO_APPLICANT_PREFIX.length) as LabelledApplicantField,
  );
  return t('offer.field.coApplicantField', { label });
}
