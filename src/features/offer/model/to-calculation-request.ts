import { cashPriceOf, percentOfAmount, type ResolvedRate } from '../../../domain/calculation';
import {
  OBJECT_SUBTYPES,
  type CalculationRequest,
  type DataField,
  type EmbeddedProduct,
  type FinancedObject,
  type FinancialParameters,
  type Money,
} from '../../../domain/contract';
import { startOfNorwegianDay } from '../../../domain/norwegian-time';
import { isBlank, parseNumber } from '../../../lib/parse-number';
import { fitsType } from './object-fields';
import type { OfferFormValues } from './offer-form-values';

/** A typed number, or nothing when blank. Text that is not a number becomes NaN, which the
 * engine reports at the field's path instead of quietly calculating without it. */
function numberOf(text: string): number | undefined {
  if (isBlank(text)) return undefined;
  return parseNumber(text) ?? Number.NaN;
}

function money(amountText: string, vatText = ''): Money | undefined {
  const amount = numberOf(amountText);
  if (amount === undefined) return undefined;
  const vatAmount = numberOf(vatText);
  return vatAmount === undefined ? { amount } : { amount, vatAmount };
}

/** Leaves out what is undefined, so the request carries only what the dealer gave. */
function defined<Shape extends object>(shape: Shape): Shape {
  return Object.fromEntries(
    Object.entries(shape).filter(([, value]) => value !== undefined),
  ) as Shape;
}

function objectOf(values: OfferFormValues): FinancedObject {
  const object = values.object;
  const type = object.objectType;
  const fits = (field: Parameters<typeof fitsType>[1]) => fitsType(type, field);
  const subtype = OBJECT_SUBTYPES.find((candidate) => candidate === object.objectSubtype);
  const extras = object.extras.map((extra) =>
    defined({
      extrasCode: isBlank(extra.code) ? undefined : extra.code.trim(),
      name: isBlank(extra.name) ? undefined : extra.name.trim(),
      price: money(extra.price),
    }),
  );
  const text = (value: string) => (isBlank(value) ? undefined : value.trim());
  return defined<FinancedObject>({
    objectTypeID: type,
    objectSubTypeID: fits('objectSubtype') ? subtype : undefined,
    objectCondition: object.condition === '' ? undefined : object.condition,
    make: text(object.make),
    model: text(object.model),
    yearModel: numberOf(object.yearModel),
    engine: fits('engine') ? text(object.engine) : undefined,
    fuelType: fits('fuelType') && !isBlank(object.fuelType) ? Number(object.fuelType) : undefined,
    carRegNo: fits('registrationNumber') ? text(object.registrationNumber) : undefined,
    carChassisNo: fits('chassisNumber') ? text(object.chassisNumber) : undefined,
    kmPerYear: fits('kmPerYear') ? numberOf(object.kmPerYear) : undefined,
    kmTotal: fits('kmTotal') ? numberOf(object.kmTotal) : undefined,
    purchasePrice: money(object.price, object.vat),
    carExtrasPriceFactoryInstalled: numberOf(object.extrasFactory),
    carExtrasPriceDealerInstalled: numberOf(object.extrasDealer),
    objectCarExtras: extras.length > 0 ? extras : undefined,
    priceKmExceeded: fits('priceKmExceeded') ? numberOf(object.priceKmExceeded) : undefined,
  });
}

/** The cash price the percentages are of (the engine's), or undefined until it is a number. */
export function cashPriceOfValues(values: OfferFormValues): number | undefined {
  const cashPrice = cashPriceOf(objectOf(values));
  return cashPrice === undefined || Number.isNaN(cashPrice) ? undefined : cashPrice;
}

function financialParametersOf(values: OfferFormValues): FinancialParameters {
  const financial = values.financial;
  const cashPrice = cashPriceOfValues(values);
  let equity: Money | undefined;
  if (financial.equityMode === 'amount') equity = money(financial.equity);
  else {
    const percent = numberOf(financial.equity);
    if (percent !== undefined) {
      equity = {
        amount: cashPrice === undefined ? Number.NaN : percentOfAmount(percent, cashPrice),
      };
    }
  }
  const residualPercent =
    financial.residualMode === 'percent' ? numberOf(financial.residual) : undefined;
  return defined<FinancialParameters>({
    loanType: financial.loanType,
    equity,
    startupFee: money(financial.startupFee),
    terms: {
      termCount: numberOf(financial.termCount),
      termLength: Number(financial.termLength),
    },
    termFee: money(financial.termFee),
    residualValue: financial.residualMode === 'amount' ? money(financial.residual) : undefined,
    residualValuePercent: residualPercent,
    nonRecurrentFee: numberOf(financial.nonRecurrentFee),
    interestRate: numberOf(financial.interestRate),
    fundingInterestId: values.fundingInterest?.id,
  });
}

function productOf(product: OfferFormValues['products'][number]): EmbeddedProduct {
  const fields = (kind: 'custom' | 'price'): DataField[] | undefined => {
    const chosen = product.dataFields
      .filter((field) => field.kind === kind)
      .map((field) => defined({ name: field.name.trim(), value: numberOf(field.value) }));
    return chosen.length > 0 ? chosen : undefined;
  };
  return defined<EmbeddedProduct>({
    code: isBlank(product.code) ? undefined : product.code.trim(),
    name: isBlank(product.name) ? undefined : product.name.trim(),
    price: money(product.price),
    isIncludedInTermFee: product.isIncludedInTermFee,
    customDataFields: fields('custom'),
    priceDataFields: fields('price'),
  });
}

function customerOf(values: OfferFormValues): CalculationRequest['customer'] {
  const customer = values.customer;
  const addresses = customer.addresses
    .map((address) =>
      defined({
        addressType: address.addressType,
        addressLine1: isBlank(address.addressLine1) ? undefined : address.addressLine1.trim(),
        addressLine2: isBlank(address.addressLine2) ? undefined : address.addressLine2.trim(),
        zip: isBlank(address.zip) ? undefined : address.zip.trim(),
        city: isBlank(address.city) ? undefined : address.city.trim(),
        country: isBlank(address.country) ? undefined : address.country.trim(),
      }),
    )
    // An address row left empty is not an address.
    .filter((address) => Object.keys(address).length > 1);
  const references = customer.externalReferences.map((reference) => ({
    key: reference.key.trim(),
    value: reference.value.trim(),
  }));
  return defined({
    address: addresses.length > 0 ? addresses : undefined,
    externalReferences: references.length > 0 ? references : undefined,
    locale: isBlank(customer.locale) ? undefined : customer.locale,
  });
}

/** The contract's request for what the form holds, with the payment plan asked for. */
export function toCalculationRequest(values: OfferFormValues): CalculationRequest {
  return defined<CalculationRequest>({
    customerType: values.customer.customerType === '' ? undefined : values.customer.customerType,
    customer: customerOf(values),
    object: objectOf(values),
    financialParameters: financialParametersOf(values),
    embeddedProducts: values.products.length > 0 ? values.products.map(productOf) : undefined,
    campaignId: values.campaign?.id,
    productId: values.product?.productId,
    // The spec's dates are date-times: the chosen day's start in Norway, with its offset.
    deliveryDate: isBlank(values.financial.deliveryDate)
      ? undefined
      : startOfNorwegianDay(values.financial.deliveryDate),
    includePaymentPlan: true,
  });
}

/** The rate the live preview uses: the applied campaign's, else the funding interest's. */
export function resolvedRateOf(values: OfferFormValues): ResolvedRate | undefined {
  if (values.campaign !== null) {
    return {
      source: 'campaign',
      nominalInterestRate: values.campaign.nominalInterestRate,
      ...(values.campaign.startupFee === undefined
        ? {}
        : { startupFee: values.campaign.startupFee }),
    };
  }
  if (values.fundingInterest !== null) {
    return {
      source: 'fundingInterest',
      nominalInterestRate: values.fundingInterest.nominalInterestRate,
    };
  }
  return undefined;
}
