import { z } from 'zod/mini';
import type { Role } from '../roles';
import {
  ApplicationIdParamsSchema,
  ApplicationListQuerySchema,
  ApplicationListSchema,
  ApplicationSchema,
  CreateApplicationBodySchema,
  DocumentParamsSchema,
  IDEMPOTENCY_KEY_HEADER,
  IdempotencyKeySchema,
} from './application';
import { AssessmentRequestBodySchema, AssessmentSchema } from './assessment';
import { CancelApplicationBodySchema } from './reasons';
import { CalculationResponseSchema } from './calculation';
import { ConfirmDeliveryBodySchema, ContractSchema, SendContractBodySchema } from './deal';
import { CalculationRequestBodySchema } from './calculation-request';
import { CampaignSearchResponseSchema, FundingInterestSearchResponseSchema } from './campaign';
import { DashboardQuerySchema, DashboardSchema } from './dashboard';
import {
  CreateOfferBodySchema,
  MarkOfferBodySchema,
  OfferIdParamsSchema,
  OfferListQuerySchema,
  OfferListSchema,
  OfferSchema,
  SaveOfferBodySchema,
} from './offer';
import { OfferDocumentBodySchema } from './offer-document';
import {
  ProductFilterSchema,
  ProductIdParamsSchema,
  ProductListSchema,
  ProductSchema,
} from './product';
import {
  OrganizationListSchema,
  OrganizationNumberParamsSchema,
  OrganizationSchema,
  OrganizationSearchQuerySchema,
  PostCodeParamsSchema,
  PostCodeSchema,
  RegistrationNumberParamsSchema,
  VehicleSchema,
} from './registers';
import {
  SalesPersonFilterSchema,
  SalesPersonIdParamsSchema,
  SalesPersonListSchema,
  SalesPersonSchema,
} from './sales-person';

/**
 * The portal's contract with its own server (`/api`), beyond the financing service's shapes.
 *
 * Every `/api` call carries this header. A cross-site form or image cannot set it, and a
 * cross-site script cannot without a CORS preflight the server never grants: a CSRF defence.
 */
export const CSRF_HEADER = { name: 'X-Requested-With', value: 'dealer-portal' } as const;

/** One route of the portal server's `/api`: what it takes, what it answers, who may call it. */
export interface PortalApiRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Under `/api`; `:name` stands for a path parameter named in `params`. */
  path: `/${string}`;
  /** The least role a user needs. */
  role: Role;
  summary: string;
  params?: z.ZodMiniObject;
  query?: z.ZodMiniObject;
  headers?: z.ZodMiniObject;
  /** A JSON body; `'file'` for a file's bytes. */
  body?: z.ZodMiniType | 'file';
  /** The JSON answer; `'file'` a file, `'event-stream'` Server-Sent Events, `'none'` 204. */
  response: z.ZodMiniType | 'file' | 'event-stream' | 'none';
  /** 201 for a route that creates what it answers; 200 otherwise. */
  created?: true;
  /**
   * The service's route of the same method and path answers it as it is (identity numbers
   * masked): the portal server relays it without a policy of its own.
   */
  relayed?: true;
}

/** `POST /application` takes the browser's idempotency key (the portal server prefixes it). */
const IdempotencyHeadersSchema = z.looseObject({
  // Room for the user's prefix within the service's 255 characters.
  [IDEMPOTENCY_KEY_HEADER]: z.optional(IdempotencyKeySchema.check(z.maxLength(200))),
});

/**
 * Every route of `/api`, once: the portal server registers each from its entry (role, schemas)
 * and the portal calls them through `callApi` with the entry's types. Nothing else of the
 * financing service is reachable from the browser.
 */
export const PORTAL_API = {
  calculation: {
    method: 'POST',
    path: '/calculation',
    role: 'staff',
    summary: 'The payment, rates, totals and plan of an offer, as the user’s salesperson',
    body: CalculationRequestBodySchema,
    response: CalculationResponseSchema,
  },
  campaignSearch: {
    method: 'POST',
    path: '/campaign/search',
    role: 'staff',
    summary: 'The bank’s campaigns that apply to an offer',
    body: CalculationRequestBodySchema,
    response: CampaignSearchResponseSchema,
  },
  fundingInterestSearch: {
    method: 'POST',
    path: '/funding-interest/search',
    role: 'staff',
    summary: 'The bank’s funding interests that apply to an offer',
    body: CalculationRequestBodySchema,
    response: FundingInterestSearchResponseSchema,
  },
  applicationAssessment: {
    method: 'POST',
    path: '/application/assessment',
    role: 'staff',
    summary: 'How the bank would likely decide an offer, before it is sent',
    body: AssessmentRequestBodySchema,
    response: AssessmentSchema,
  },
  createApplication: {
    method: 'POST',
    path: '/application',
    role: 'staff',
    summary: 'Send an offer to the bank as a credit application',
    headers: IdempotencyHeadersSchema,
    body: CreateApplicationBodySchema,
    response: ApplicationSchema,
    created: true,
  },
  listApplications: {
    method: 'GET',
    path: '/application',
    role: 'staff',
    summary: 'Applications, newest first: staff their own, managers any salesperson’s',
    query: ApplicationListQuerySchema,
    response: ApplicationListSchema,
  },
  application: {
    method: 'GET',
    path: '/application/:id',
    role: 'staff',
    summary: 'One application the user may see (404 for another salesperson’s)',
    params: ApplicationIdParamsSchema,
    response: ApplicationSchema,
  },
  cancelApplication: {
    method: 'POST',
    path: '/application/:id/cancel',
    role: 'staff',
    summary: 'Cancel an application the user may see, before payout, with why',
    params: ApplicationIdParamsSchema,
    body: CancelApplicationBodySchema,
    response: ApplicationSchema,
  },
  contract: {
    method: 'GET',
    path: '/application/:id/contract',
    role: 'staff',
    summary: 'The contract of an approved application the user may see, with its signers',
    params: ApplicationIdParamsSchema,
    response: ContractSchema,
  },
  contractDocument: {
    method: 'GET',
    path: '/application/:id/contract/document',
    role: 'staff',
    summary: 'The bank’s contract as a PDF, for an application the user may see',
    params: ApplicationIdParamsSchema,
    response: 'file',
  },
  sendContract: {
    method: 'POST',
    path: '/application/:id/contract/send',
    role: 'staff',
    summary: 'Send the contract of an application the user may see for signing',
    params: ApplicationIdParamsSchema,
    body: SendContractBodySchema,
    response: ApplicationSchema,
  },
  confirmDelivery: {
    method: 'POST',
    path: '/application/:id/delivery',
    role: 'staff',
    summary: 'Confirm the object of a signed application the user may see delivered',
    params: ApplicationIdParamsSchema,
    body: ConfirmDeliveryBodySchema,
    response: ApplicationSchema,
  },
  uploadDocumentFile: {
    method: 'PUT',
    path: '/application/:id/documents/:documentId/file',
    role: 'staff',
    summary: 'A document’s file (PDF, JPEG or PNG, at most 10 MB) for an application',
    params: DocumentParamsSchema,
    body: 'file',
    response: ApplicationSchema,
  },
  documentFile: {
    method: 'GET',
    path: '/application/:id/documents/:documentId/file',
    role: 'staff',
    summary: 'The file kept for a document of an application the user may see',
    params: DocumentParamsSchema,
    response: 'file',
  },
  salespeople: {
    method: 'GET',
    path: '/sales-person',
    role: 'manager',
    summary: 'Every salesperson',
    response: SalesPersonListSchema,
    relayed: true,
  },
  findSalespeople: {
    method: 'POST',
    path: '/sales-person',
    role: 'manager',
    summary: 'Salespeople by id or external reference',
    body: SalesPersonFilterSchema,
    response: SalesPersonListSchema,
    relayed: true,
  },
  salesperson: {
    method: 'GET',
    path: '/sales-person/:salespersonId',
    role: 'staff',
    summary: 'One salesperson: staff themselves only',
    params: SalesPersonIdParamsSchema,
    response: SalesPersonSchema,
  },
  products: {
    method: 'GET',
    path: '/product',
    role: 'staff',
    summary: 'The bank’s price list (404 from a service without one)',
    query: ProductFilterSchema,
    response: ProductListSchema,
    relayed: true,
  },
  product: {
    method: 'GET',
    path: '/product/:productId',
    role: 'staff',
    summary: 'One product of the price list',
    params: ProductIdParamsSchema,
    response: ProductSchema,
    relayed: true,
  },
  dashboard: {
    method: 'GET',
    path: '/dashboard',
    role: 'staff',
    summary:
      'Figures of the offers and applications of a period: staff their own, managers any ' +
      'salesperson’s or all (501 from a service without them)',
    query: DashboardQuerySchema,
    response: DashboardSchema,
  },
  offerDocument: {
    method: 'POST',
    path: '/offer-document',
    role: 'staff',
    summary: 'The offer the customer takes home, as a PDF',
    body: OfferDocumentBodySchema,
    response: 'file',
  },
  events: {
    method: 'GET',
    path: '/events',
    role: 'staff',
    summary: 'Server-Sent Events of changes to the applications the user may see',
    response: 'event-stream',
  },
  listOffers: {
    method: 'GET',
    path: '/offer',
    role: 'staff',
    summary: 'The salesperson’s saved offers, searched and paged',
    query: OfferListQuerySchema,
    response: OfferListSchema,
  },
  createOffer: {
    method: 'POST',
    path: '/offer',
    role: 'staff',
    summary: 'Save a new offer',
    body: CreateOfferBodySchema,
    response: OfferSchema,
    created: true,
  },
  offer: {
    method: 'GET',
    path: '/offer/:offerId',
    role: 'staff',
    summary: 'One saved offer (404 for another salesperson’s; managers any)',
    params: OfferIdParamsSchema,
    response: OfferSchema,
  },
  saveOffer: {
    method: 'PUT',
    path: '/offer/:offerId',
    role: 'staff',
    summary: 'Replace a saved offer, naming the version it replaces (409 if stale)',
    params: OfferIdParamsSchema,
    body: SaveOfferBodySchema,
    response: OfferSchema,
  },
  deleteOffer: {
    method: 'DELETE',
    path: '/offer/:offerId',
    role: 'staff',
    summary: 'Delete a saved offer (restorable for a day)',
    params: OfferIdParamsSchema,
    response: 'none',
  },
  restoreOffer: {
    method: 'POST',
    path: '/offer/:offerId/restore',
    role: 'staff',
    summary: 'Undo the deletion of a saved offer',
    params: OfferIdParamsSchema,
    response: OfferSchema,
  },
  copyOffer: {
    method: 'POST',
    path: '/offer/:offerId/copy',
    role: 'staff',
    summary: 'Copy a saved offer into a new one',
    params: OfferIdParamsSchema,
    response: OfferSchema,
    created: true,
  },
  sendOffer: {
    method: 'POST',
    path: '/offer/:offerId/application',
    role: 'staff',
    summary:
      'Send a saved offer as a credit application; sent before, its application is the answer ' +
      '(the offer is its own idempotency key, so no header is needed)',
    params: OfferIdParamsSchema,
    body: CreateApplicationBodySchema,
    response: ApplicationSchema,
    created: true,
  },
  markOffer: {
    method: 'POST',
    path: '/offer/:offerId/status',
    role: 'staff',
    summary: 'Mark a saved offer given to the customer, or become application N',
    params: OfferIdParamsSchema,
    body: MarkOfferBodySchema,
    response: OfferSchema,
  },
  vehicle: {
    method: 'GET',
    path: '/vehicle/:registrationNumber',
    role: 'staff',
    summary: 'A vehicle in Statens vegvesen’s register, by its registration number',
    params: RegistrationNumberParamsSchema,
    response: VehicleSchema,
  },
  organization: {
    method: 'GET',
    path: '/organization/:orgnr',
    role: 'staff',
    summary: 'A company in Enhetsregisteret, by its organisation number',
    params: OrganizationNumberParamsSchema,
    response: OrganizationSchema,
  },
  findOrganizations: {
    method: 'GET',
    path: '/organization',
    role: 'staff',
    summary: 'Companies in Enhetsregisteret whose name matches, the register’s best first',
    query: OrganizationSearchQuerySchema,
    response: OrganizationListSchema,
  },
  postCode: {
    method: 'GET',
    path: '/postcode/:code',
    role: 'staff',
    summary: 'The town of a Norwegian post code',
    params: PostCodeParamsSchema,
    response: PostCodeSchema,
  },
} as const satisfies Record<string, PortalApiRoute>;

export type PortalApi = typeof PORTAL_API;
export type PortalApiName = keyof PortalApi;

/** As a form writes a query: a space is `+`. */
const formEncoded = (text: string): string => encodeURIComponent(text).replaceAll('%20', '+');

/** A route's path parameters and query, as values. */
export interface RouteValues {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
}

/**
 * The route's path with its parameters filled in (escaped) and its query appended, leaving out
 * what is absent or empty (an empty search text is no filter). The portal calls `/api` by it,
 * and the portal server the service's route of the same path.
 */
export function routePath(
  route: Pick<PortalApiRoute, 'path'>,
  { params = {}, query = {} }: RouteValues = {},
): `/${string}` {
  const path = `/${route.path
    .slice(1)
    .replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])))}` as const;
  const text = Object.entries(query)
    .flatMap(([name, value]) =>
      (typeof value === 'string' && value !== '') ||
      typeof value === 'number' ||
      typeof value === 'boolean'
        ? [`${formEncoded(name)}=${formEncoded(String(value))}`]
        : [],
    )
    .join('&');
  return text === '' ? path : `${path}?${text}`;
}
