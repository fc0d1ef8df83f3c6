import type {
  Assessment,
  CancelApplicationBody,
  Application,
  ConfirmDeliveryBody,
  Contract,
  SendContractBody,
  ApplicationList,
  ApplicationStatusChange,
  ApplicationSummary,
  CalculationRequestBody,
  CalculationResponse,
  CampaignSearchResponse,
  CreateApplicationBody,
  CreatedSubscription,
  CreateSubscriptionBody,
  DeliveryList,
  DocumentStatusChange,
  FundingInterestSearchResponse,
  CampaignDefinition,
  FundingInterestDefinition,
  ManagedCampaign,
  ManagedFundingInterest,
  RateRuleChange,
  Product,
  ProductList,
  SalesPerson,
  SalesPersonFilter,
  DashboardFigures,
  ServiceDashboard,
  Subscription,
} from '../../../domain/contract';
import { APPLICATION_STATUSES } from '../../../domain/application-status';
import { reasoned } from '../../../domain/reasons';
import {
  ANNUITY_EXAMPLE,
  ANNUITY_EXAMPLE_CALCULATION,
  consentGiven,
  EXAMPLE_HOUSEHOLD,
  NEW_ELECTRIC_CAR,
  USED_CAR_WITHOUT_EQUITY,
} from '../../../domain/contract/example-requests';
import { DEMO_PRODUCTS } from '../seed/demo-products';

/** The demo price list's new-car loan, as `GET /product/11` answers it. */
const [product] = DEMO_PRODUCTS as [Product, ...Product[]];

const campaignDefinition = {
  description: 'Electric car weeks',
  documentText: 'Campaign rate 3.9 % for new electric cars delivered by 31 August.',
  descriptionExternal: 'Electric car weeks: 3.9 %',
  descriptionPartner: 'Electric car weeks, for dealers',
  startDate: '2026-06-01T00:00:00+02:00',
  finishDate: '2026-08-31T23:59:59+02:00',
  nominalInterestRate: 3.9,
  startupFee: 0,
  rules: { objectTypes: ['vehicle'], objectSubtypes: ['electric vehicle'], minPrice: 100_000 },
} satisfies CampaignDefinition;

const created: RateRuleChange = {
  action: 'created',
  changedBy: 'campaign-admin-key',
  changedAt: '2026-05-20T09:00:00.000Z',
  changedFields: [],
};

const managedCampaign = {
  campaignId: 113,
  ...campaignDefinition,
  rules: {
    ...campaignDefinition.rules,
    objectConditions: [],
    customerTypes: [],
    vendorIds: [],
    productIds: [],
    loanTypes: [],
    maxPrice: null,
    minTermCount: null,
    maxTermCount: null,
  },
  history: [created],
} satisfies ManagedCampaign;

const fundingInterestDefinition = {
  fundingInterestName: 'Leasing of construction machines',
  startDate: '2026-01-01',
  finishDate: '2026-12-31',
  nominalInterestRate: 6.4,
  rules: { objectTypes: ['construction machine'], loanTypes: ['Leasing'] },
} satisfies FundingInterestDefinition;

const managedFundingInterest = {
  fundingInterestId: 212,
  ...fundingInterestDefinition,
  rules: { ...managedCampaign.rules, ...fundingInterestDefinition.rules, minPrice: null },
  history: [created],
} satisfies ManagedFundingInterest;

const ended: RateRuleChange = {
  action: 'ended',
  changedBy: 'campaign-admin-key',
  changedAt: '2026-07-01T12:00:00.000Z',
  changedFields: ['finishDate'],
};

/** An example of each operation's request body (where it has one) and successful response. */
interface OperationExample {
  request?: unknown;
  response: unknown;
}

/** The administration of one kind of rate rule: list, create, get, replace and end. */
function rateRuleExamples(
  operationNoun: string,
  listKey: string,
  definition: CampaignDefinition | FundingInterestDefinition,
  managed: ManagedCampaign | ManagedFundingInterest,
): Record<string, OperationExample> {
  return {
    [`list${operationNoun}s`]: { response: { [listKey]: [managed] } },
    [`create${operationNoun}`]: { request: definition, response: managed },
    [`get${operationNoun}`]: { response: managed },
    [`replace${operationNoun}`]: { request: definition, response: managed },
    [`end${operationNoun}`]: {
      response: { ...managed, finishDate: ended.changedAt, history: [created, ended] },
    },
  };
}

const calculationRequest = {
  calculationRequest: {
    salespersonId: 1001,
    customerType: 'Private',
    // docs/calculation.md's first example, as a dealer system would send it.
    object: {
      ...NEW_ELECTRIC_CAR,
      make: 'Tesla',
      model: 'Model Y',
      yearModel: 2025,
      ...ANNUITY_EXAMPLE.object,
    },
    financialParameters: { loanType: 'Annuity', ...ANNUITY_EXAMPLE.financialParameters },
    context: { externalSystemRef: 4_294_967_296_123, externalSystemCode: 'DMS' },
    deliveryDate: '2026-12-01T00:00:00+01:00',
  },
} satisfies CalculationRequestBody;

const calculation = ANNUITY_EXAMPLE_CALCULATION satisfies CalculationResponse['calculation'];

const salesPerson = {
  salesPersonId: 1001,
  salesPersonName: 'Ola Nordmann',
  salesPersonEmail: 'ola.nordmann@dealer.example',
  externalReferences: [{ key: 'dmsBrukerId', value: 'DMS-1001' }],
} satisfies SalesPerson;

const applicant = {
  firstName: 'Kari',
  lastName: 'Nordmann',
  email: 'kari.nordmann@example.com',
  phone: '+47 912 34 567',
  nationalIdentityNumber: '01010112345',
  ...EXAMPLE_HOUSEHOLD,
  consent: consentGiven(),
};

/** What the example application and its summary both say of it. */
const applicationHead = {
  applicationId: 100_001,
  status: 'Received',
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
  salesPersonId: 1001,
  salesPersonName: 'Ola Nordmann',
  vendorId: null,
} satisfies Partial<ApplicationSummary>;

const application = {
  ...applicationHead,
  applicant,
  calculationRequest: calculationRequest.calculationRequest,
  calculation,
  documents: [
    {
      documentId: 1,
      documentType: 'PurchaseAgreement',
      status: 'Missing',
      updatedAt: '2026-11-23T10:00:00.000Z',
    },
  ],
  statusHistory: [
    {
      status: 'Received',
      at: '2026-11-23T10:00:00.000Z',
      actor: { type: 'salesperson', salesPersonId: 1001 },
    },
  ],
} satisfies Application;

const subscription = {
  subscriptionId: 'sub_4f0c2a9e8b7d4c1f9a3e6b5d2c1f0e9a',
  url: 'https://dms.dealer.example/webhooks/financing',
  eventTypes: ['application.created', 'application.status_changed'],
  description: 'Our dealer management system',
  createdAt: '2026-11-23T10:00:00.000Z',
} satisfies Subscription;

/** Three applications of one salesperson: approved and paid out, approved, rejected. */
const dashboardFigures = {
  applications: 3,
  volume: 1_245_000,
  approved: 2,
  rejected: 1,
  signed: 1,
  paidOut: 1,
  approvalRate: 2 / 3,
  medianHoursToDecision: 4.5,
} satisfies DashboardFigures;

export const OPERATION_EXAMPLES: Record<string, OperationExample> = {
  calculate: { request: calculationRequest, response: { calculation } },
  searchCampaigns: {
    request: calculationRequest,
    response: {
      campaigns: [
        {
          campaignId: 101,
          description: 'Elbilvår: 2.9 %, no startup fee',
          documentText: 'The campaign rate applies to new electric vehicles for private customers.',
          descriptionExternal: 'Elbilvår',
          descriptionPartner: 'Elbilvår for dealers',
          startDate: '2026-03-01T00:00:00.000Z',
          finishDate: '2026-12-31T23:59:59.000Z',
        },
      ],
    } satisfies CampaignSearchResponse,
  },
  searchFundingInterests: {
    request: calculationRequest,
    response: {
      fundingInterests: [{ fundingInterestId: 201, fundingInterestName: 'Grønn finansiering' }],
    } satisfies FundingInterestSearchResponse,
  },
  listSalesPeople: { response: [salesPerson] },
  filterSalesPeople: {
    request: {
      salesPersonId: [1001],
      salesPersonExternalReference: [{ key: 'dmsBrukerId', value: 'DMS-1003' }],
    } satisfies SalesPersonFilter,
    response: [salesPerson],
  },
  getSalesPerson: { response: salesPerson },
  listProducts: { response: { products: [product] } satisfies ProductList },
  getProduct: { response: product },
  listApplications: {
    response: {
      applications: [
        {
          ...applicationHead,
          applicantName: 'Kari Nordmann',
          objectDescription: '2025 Tesla Model Y',
          termAmount: 4665.85,
        },
      ],
      nextCursor: null,
    } satisfies ApplicationList,
  },
  createApplication: {
    request: { ...calculationRequest, applicant } satisfies CreateApplicationBody,
    response: application,
  },
  assessApplication: {
    request: { calculationRequest: USED_CAR_WITHOUT_EQUITY },
    response: {
      outcome: 'unlikely',
      findings: [
        {
          code: 'EQUITY_BELOW_MINIMUM',
          params: { equityPercent: 0, minimumPercent: 10, minimumAmount: 18_900 },
          path: 'financialParameters.equity.amount',
          reason:
            'Equity is 0.0 % of the cash price; the bank needs at least 10.0 % (NOK 18,900.00).',
        },
      ],
    } satisfies Assessment,
  },
  cancelApplication: {
    request: { reasonCode: 'CUSTOMER_WITHDREW' } satisfies CancelApplicationBody,
    response: {
      ...application,
      status: 'Cancelled',
      statusHistory: [
        ...application.statusHistory,
        {
          ...reasoned('Cancelled', 'CUSTOMER_WITHDREW'),
          at: '2026-11-21T12:00:00.000Z',
          actor: { type: 'salesperson', salesPersonId: 1001 },
        },
      ],
    },
  },
  getApplication: { response: application },
  getDashboard: {
    response: {
      from: '2026-11-01',
      to: '2026-11-02',
      salesPersonId: null,
      totals: dashboardFigures,
      byStatus: APPLICATION_STATUSES.map((status) => ({
        status,
        applications:
          status === 'Rejected' || status === 'Approved' || status === 'PaidOut' ? 1 : 0,
        volume: { Rejected: 310_000, Approved: 485_000, PaidOut: 450_000 }[status as string] ?? 0,
      })),
      byPeriod: {
        interval: 'day',
        periods: [
          { start: '2026-11-01', applications: 0, volume: 0 },
          { start: '2026-11-02', applications: 3, volume: 1_245_000 },
        ],
      },
      bySalesPerson: [{ salesPersonId: 1001, salesPersonName: 'Dina Dealer', ...dashboardFigures }],
    } satisfies ServiceDashboard,
  },
  changeApplicationStatus: {
    request: { status: 'UnderReview' } satisfies ApplicationStatusChange,
    response: {
      ...application,
      status: 'UnderReview',
      statusHistory: [
        ...application.statusHistory,
        { status: 'UnderReview', at: '2026-11-23T10:05:00.000Z', actor: { type: 'bank' } },
      ],
    },
  },
  ...rateRuleExamples('Campaign', 'campaigns', campaignDefinition, managedCampaign),
  ...rateRuleExamples(
    'FundingInterest',
    'fundingInterests',
    fundingInterestDefinition,
    managedFundingInterest,
  ),
  changeDocumentStatus: {
    request: { status: 'Received' } satisfies DocumentStatusChange,
    response: application,
  },
  createSubscription: {
    request: {
      url: subscription.url,
      eventTypes: subscription.eventTypes,
      description: subscription.description,
    } satisfies CreateSubscriptionBody,
    response: {
      ...subscription,
      secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    } satisfies CreatedSubscription,
  },
  listSubscriptions: { response: { subscriptions: [subscription] } },
  sendTestEvent: { response: { eventId: 'msg_2b0d7c1e5f3a4b6c8d9e0f1a2b3c4d5e' } },
  listDeliveries: {
    response: {
      deliveries: [
        {
          eventId: 'msg_9a8b7c6d5e4f4a3b2c1d0e9f8a7b6c5d',
          eventType: 'application.status_changed',
          status: 'pending',
          createdAt: '2026-11-23T10:05:00.000Z',
          nextAttemptAt: '2026-11-23T10:05:06.000Z',
          attempts: [
            {
              at: '2026-11-23T10:05:00.000Z',
              responseStatus: 503,
              error: 'The receiver answered 503; expected 2xx',
              durationMs: 41,
            },
          ],
        },
      ],
    } satisfies DeliveryList,
  },
  getContract: {
    response: {
      status: 'Sent',
      signingMethod: 'in-store',
      sentAt: '2026-11-25T09:00:00.000Z',
      documentUrl: '/partner-api/application/100001/contract/document',
      signers: [
        {
          role: 'applicant',
          name: 'Kari Nordmann',
          status: 'Pending',
          signedAt: null,
          signingUrl: '/partner-api/signing/4yJ0b3Blbl9zaWduaW5nX2xpbmtfZXhhbXBsZV8wMDE',
        },
      ],
    } satisfies Contract,
  },
  sendContract: {
    request: { signingMethod: 'in-store' } satisfies SendContractBody,
    response: {
      ...application,
      status: 'ContractSent',
      statusHistory: [
        ...application.statusHistory,
        {
          status: 'ContractSent',
          at: '2026-11-25T09:00:00.000Z',
          actor: { type: 'salesperson', salesPersonId: 1001 },
        },
      ],
      contract: {
        status: 'Sent',
        signingMethod: 'in-store',
        sentAt: '2026-11-25T09:00:00.000Z',
        signers: [{ role: 'applicant', name: 'Kari Nordmann', status: 'Pending', signedAt: null }],
      },
    } satisfies Application,
  },
  confirmDelivery: {
    request: {
      deliveredAt: '2026-11-26T14:00:00+01:00',
      registrationNumber: 'EL 12345',
      chassisNumber: '5YJYGDEE1LF000001',
      odometerKm: 12,
    } satisfies ConfirmDeliveryBody,
    response: {
      ...application,
      status: 'Signed',
      contract: {
        status: 'Signed',
        signingMethod: 'in-store',
        sentAt: '2026-11-25T09:00:00.000Z',
        signers: [
          {
            role: 'applicant',
            name: 'Kari Nordmann',
            status: 'Signed',
            signedAt: '2026-11-25T09:04:00.000Z',
          },
        ],
      },
      delivery: {
        deliveredAt: '2026-11-26T13:00:00.000Z',
        registrationNumber: 'EL 12345',
        chassisNumber: '5YJYGDEE1LF000001',
        odometerKm: 12,
        confirmedAt: '2026-11-26T13:05:00.000Z',
      },
    } satisfies Application,
  },
  uploadDocumentFile: {
    response: {
      ...application,
      documents: [
        {
          documentId: 1,
          documentType: 'PurchaseAgreement',
          status: 'Received',
          updatedAt: '2026-11-24T09:15:00.000Z',
          file: {
            contentType: 'application/pdf',
            byteSize: 183_204,
            sha256: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
            receivedAt: '2026-11-24T09:15:00.000Z',
          },
        },
      ],
    } satisfies Application,
  },
};

interface Operation {
  operationId?: string;
  requestBody?: { content?: Record<string, { example?: unknown }> };
  responses?: Record<string, { content?: Record<string, { example?: unknown }> }>;
}

/** Puts each operation's example beside its request body and its successful response. */
export function withOperationExamples(document: unknown): unknown {
  const { paths } = document as { paths?: Record<string, Record<string, Operation>> };
  for (const operations of Object.values(paths ?? {})) {
    for (const operation of Object.values(operations)) {
      const example = OPERATION_EXAMPLES[operation.operationId ?? ''];
      if (example === undefined) continue;
      const body = operation.requestBody?.content?.['application/json'];
      if (body !== undefined && example.request !== undefined) body.example = example.request;
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const json = response.content?.['application/json'];
        if (status.startsWith('2') && json !== undefined) json.example = example.response;
      }
    }
  }
  return document;
}
