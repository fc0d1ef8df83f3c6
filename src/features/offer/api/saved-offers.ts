import { z } from 'zod';
import {
  OfferListSchema,
  OfferSchema,
  type OfferContent,
  type OfferListQuery,
  type OfferMark,
} from '../../../domain/contract';
import { PAGES } from '../../../domain/access';
import { apiRequest } from '../../../lib/api-client';

/**
 * The portal server's saved offers (`/api/offer`), for the offer page, the list of offers and
 * whatever marks where an offer went (the customer's PDF, the application).
 */

const path = (offerId: string, action = '') =>
  `/offer/${encodeURIComponent(offerId)}${action}` as const;

export const savedOffers = {
  list: (query: Partial<OfferListQuery>, signal?: AbortSignal) => {
    const params = new URLSearchParams();
    if (query.search !== undefined && query.search !== '') params.set('search', query.search);
    if (query.page !== undefined && query.page > 1) params.set('page', String(query.page));
    if (query.salesPersonId !== undefined) {
      params.set('salesPersonId', String(query.salesPersonId));
    }
    const search = params.toString();
    return apiRequest(search === '' ? '/offer' : `/offer?${search}`, {
      response: OfferListSchema,
      ...(signal === undefined ? {} : { signal }),
    });
  },
  get: (offerId: string, signal?: AbortSignal) =>
    apiRequest(path(offerId), {
      response: OfferSchema,
      ...(signal === undefined ? {} : { signal }),
    }),
  create: (content: OfferContent) =>
    apiRequest('/offer', { method: 'POST', body: { content }, response: OfferSchema }),
  /** 409 when the offer was saved elsewhere since `version`. */
  save: (offerId: string, version: number, content: OfferContent) =>
    apiRequest(path(offerId), {
      method: 'PUT',
      body: { version, content },
      response: OfferSchema,
    }),
  remove: (offerId: string) =>
    apiRequest(path(offerId), { method: 'DELETE', response: z.undefined() }),
  restore: (offerId: string) =>
    apiRequest(path(offerId, '/restore'), { method: 'POST', response: OfferSchema }),
  copy: (offerId: string) =>
    apiRequest(path(offerId, '/copy'), { method: 'POST', response: OfferSchema }),
  mark: (offerId: string, mark: OfferMark) =>
    apiRequest(path(offerId, '/status'), { method: 'POST', body: mark, response: OfferSchema }),
};

/** The portal's address of a saved offer, from the access module's page path. */
export const offerPath = (offerId: string): string =>
  PAGES.offer.path.replace(':offerId', encodeURIComponent(offerId));
