import { expect } from '@playwright/test';
// Built on the project's test, so these checks come on top of its own (see ./test).
import { test as base } from './test';
import { z } from 'zod';
import { PORTAL_API } from '../../src/domain/contract';
import { APPLICATION_SEND, portalApi } from './paths';

/**
 * What the portal may send to the bank's service, written from the interface specification's
 * shown fields alone (not from the project's contract), so a request the portal builds in a
 * browser test is checked against the spec itself: no field the spec does not show, dates as
 * date-times with an offset, and only values the spec shows or the bank's own data offers.
 * Every object is strict: an unknown key fails.
 */

const number = z.number();
const string = z.string();
const whole = z.int();

/** "All dates are ISO 8601 date-time strings": with an offset, so no reader has to guess. */
const dateTime = z.iso.datetime({ offset: true });

const ExternalReference = z.strictObject({ key: string, value: string });
const Money = z.strictObject({ amount: number, vatAmount: number.optional() });

const Address = z.strictObject({
  // The spec shows VisitingAddress; the portal also offers the postal and invoice addresses.
  addressType: z.enum(['VisitingAddress', 'PostalAddress', 'InvoiceAddress']).optional(),
  addressLine1: string.optional(),
  addressLine2: string.optional(),
  zip: string.optional(),
  city: string.optional(),
  county: string.optional(),
  country: string.optional(),
});

const Customer = z.strictObject({
  $type: string.optional(),
  address: z.array(Address).optional(),
  externalReferences: z.array(ExternalReference).optional(),
  locale: string.optional(),
});

const CarExtra = z.strictObject({
  extrasCode: string.optional(),
  name: string.optional(),
  price: Money.optional(),
});

const FinancedObject = z.strictObject({
  $type: string.optional(),
  purchasePrice: Money.optional(),
  objectTypeID: z
    .enum(['vehicle', 'boat', 'agriculture', 'aquaculture', 'construction machine'])
    .optional(),
  objectSubTypeID: z
    .enum(['ICE vehicle', 'electric vehicle', 'boat under 7 meters', 'MC'])
    .optional(),
  objectCondition: z.enum(['New', 'Used']).optional(),
  yearModel: whole.optional(),
  make: string.optional(),
  model: string.optional(),
  engine: string.optional(),
  kmPerYear: number.optional(),
  modelCode: string.optional(),
  priceKmExceeded: number.optional(),
  objectCarExtras: z.array(CarExtra).optional(),
  carExtrasPriceFactoryInstalled: number.optional(),
  carExtrasPriceDealerInstalled: number.optional(),
  fuelType: whole.optional(),
  carRegNo: string.optional(),
  carKilometers: number.optional(),
  carChassisNo: string.optional(),
  kmTotal: number.optional(),
  carProdNo: string.optional(),
});

const Terms = z.strictObject({
  $type: string.optional(),
  termCount: whole.optional(),
  termLength: whole.optional(),
});

const FinancialParameters = z.strictObject({
  equity: Money.optional(),
  startupFee: Money.optional(),
  terms: Terms.optional(),
  interestRate: number.optional(),
  termFee: Money.optional(),
  residualValue: Money.optional(),
  residualValuePercent: number.optional(),
  nonRecurrentFee: number.optional(),
  // The spec shows Annuity; the bank's campaign and funding rules also name Serial and Leasing.
  loanType: z.enum(['Annuity', 'Serial', 'Leasing']).optional(),
  // Ids come from the bank's own search answers.
  fundingInterestId: whole.positive().optional(),
});

const DataField = z.strictObject({
  $type: string.optional(),
  name: string.optional(),
  value: number.optional(),
});

const EmbeddedProduct = z.strictObject({
  code: string.optional(),
  name: string.optional(),
  price: Money.optional(),
  customDataFields: z.array(DataField).optional(),
  priceDataFields: z.array(DataField).optional(),
  isIncludedInTermFee: z.boolean().optional(),
});

const Context = z.strictObject({
  externalSystemRef: whole.optional(),
  externalSystemRef2: string.optional(),
  externalSystemCode: string.optional(),
  integrationClientId: whole.optional(),
  channel: whole.optional(),
});

const CalculationRequest = z.strictObject({
  productId: whole.positive().optional(),
  campaignId: whole.positive().optional(),
  vendorId: whole.positive().optional(),
  salespersonId: whole.positive().optional(),
  // The spec shows NotSet; the bank's campaign rules name Private and Business.
  customerType: z.enum(['NotSet', 'Private', 'Business']).optional(),
  customer: Customer.optional(),
  object: FinancedObject.optional(),
  financialParameters: FinancialParameters.optional(),
  embeddedProducts: z.array(EmbeddedProduct).optional(),
  context: Context.optional(),
  includePaymentPlan: z.boolean().optional(),
  deliveryDate: dateTime.optional(),
});

const CalculationRequestBody = z.strictObject({ calculationRequest: CalculationRequest });

/** A household's finances, as the design adds them to the applicant. */
const householdFinances = {
  grossYearlyIncome: number,
  housingCost: number,
  dependants: whole,
  otherDebt: number,
};

/** What a private person applying gives beside their contact details (the design's applicant). */
const household = {
  // The spec's address fields, the ones the bank needs given.
  address: z.strictObject({
    addressLine1: string,
    zip: z.string().regex(/^\d{4}$/),
    city: string,
    country: z.literal('NO'),
  }),
  employment: z.strictObject({
    type: z.enum(['permanent', 'temporary', 'self-employed', 'retired', 'student', 'other']),
    employer: string.optional(),
    since: z.iso.date().optional(),
  }),
  housing: z.enum(['owner', 'tenant', 'living-with-parents', 'other']),
  ...householdFinances,
};

/** The consent to the credit check, with the time it was given. */
const consent = z.strictObject({
  creditCheck: z.literal(true),
  at: dateTime,
  channel: z.enum(['in-store', 'remote']),
});

const contact = { firstName: string, lastName: string, email: string, phone: string };

/** Application creation's fields are "not shown" in the spec: the designed applicant is added. */
const ApplicationBody = z.strictObject({
  calculationRequest: CalculationRequest,
  applicant: z.union([
    // A private person, with an optional co-applicant of the same shape.
    z.strictObject({
      ...contact,
      nationalIdentityNumber: string,
      ...household,
      consent,
      coApplicant: z
        .strictObject({ ...contact, nationalIdentityNumber: string, ...household, consent })
        .optional(),
    }),
    // A business, through its contact person.
    z.strictObject({
      companyName: string,
      ...contact,
      organizationNumber: string,
      address: household.address,
      consent,
    }),
  ]),
});

/** The offer as the calculation sends it, and the household's finances once typed. */
const AssessmentBody = z.strictObject({
  calculationRequest: CalculationRequest,
  applicant: z
    .strictObject({
      ...householdFinances,
      coApplicant: z.strictObject(householdFinances).optional(),
    })
    .optional(),
});

const SalesPersonFilter = z.strictObject({
  salesPersonId: z.array(whole.positive()).optional(),
  salesPersonExternalReference: z.array(ExternalReference).optional(),
});

/** The portal server's own saved offers (`/api/offer…`), which it never forwards. */
const SAVED_OFFERS = portalApi(PORTAL_API.createOffer.path);

/** The body schema of each portal-server path that forwards a body to the service. */
const BODY_SCHEMAS: Record<string, z.ZodType> = {
  '/api/calculation': CalculationRequestBody,
  '/api/campaign/search': CalculationRequestBody,
  '/api/funding-interest/search': CalculationRequestBody,
  // Not in the spec but in the design: the offer as the calculation sends it, to a bank that has
  // it (a service without it answers 404 and the portal carries on).
  '/api/application/assessment': AssessmentBody,
  '/api/application': ApplicationBody,
  '/api/sales-person': SalesPersonFilter,
  // The deal after approval, as the design adds it.
  '/api/application/{id}/contract/send': z.strictObject({
    signingMethod: z.enum(['remote', 'in-store']),
  }),
  '/api/application/{id}/delivery': z.strictObject({
    deliveredAt: dateTime,
    registrationNumber: string.optional(),
    chassisNumber: string,
    odometerKm: whole.nonnegative(),
  }),
  '/api/application/{id}/cancel': z.strictObject({ reasonCode: string }),
};

/** A path of one application's, with its id as the design writes it: `…/application/{id}/…`. */
const withIdPlaceholder = (path: string) =>
  path.replace(/\/application\/\d+\//, '/application/{id}/');

export interface SentRequest {
  path: string;
  body: unknown;
}

/** What is wrong with a request the portal sent, against the spec; empty when nothing is. */
export function specProblemsOf({ path, body }: SentRequest): string[] {
  const schema = BODY_SCHEMAS[path];
  if (schema === undefined) return [`${path} is no path of the spec the portal may post to`];
  const result = schema.safeParse(body);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${path} ${issue.path.join('.')}: ${issue.message}`);
}

/**
 * Playwright's `test`, recording every body the page posts to the portal server and checking
 * each against the spec when the test ends. Use it in place of `@playwright/test`'s.
 */
export const test = base.extend<{ specConformingRequests: SentRequest[] }>({
  specConformingRequests: [
    async ({ page }, use) => {
      const sent: SentRequest[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (request.method() !== 'POST' || !pathname.startsWith('/api/')) return;
        const body = request.postDataJSON() as unknown;
        // A saved offer sent as an application reaches the service as `POST /application`.
        if (APPLICATION_SEND.test(pathname)) {
          sent.push({ path: portalApi(PORTAL_API.createApplication.path), body });
          return;
        }
        // Saved offers stay with the portal server: nothing else of them reaches the service.
        if (pathname === SAVED_OFFERS || pathname.startsWith(`${SAVED_OFFERS}/`)) return;
        sent.push({ path: withIdPlaceholder(pathname), body });
      });
      await use(sent);
      expect(sent.flatMap(specProblemsOf)).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
