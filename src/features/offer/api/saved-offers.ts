import { generatePath } from 'react-router-dom';
import {
  PORTAL_API,
  type OfferContent,
  type OfferFigures,
  type OfferListQuery,
  type OfferMark,
} from '../../../domain/contract';
import { PAGES } from '../../../domain/access';
import { callApi } from '../../../lib/api-client';

/**
 * The portal server's saved offers (`/api/offer`), for the offer page, the list of offers and
 * whatever marks where an offer went (the customer's PDF, the application).
 */

export const savedOffers = {
  list: ({ search, page, salesPersonId }: Partial<OfferListQuery>, signal?: AbortSignal) =>
    callApi(PORTAL_API.listOffers, {
      // The first page is the list without a page.
      query: { search, page: page !== undefined && page > 1 ? page : undefined, salesPersonId },
      ...(signal === undefined ? {} : { signal }),
    }),
  get: (offerId: string, signal?: AbortSignal) =>
    callApi(PORTAL_API.offer, {
      params: { offerId },
      ...(signal === undefined ? {} : { signal }),
    }),
  /** `figures`: the engine's for the content (offer-figures), which the list of offers shows. */
  create: (content: OfferContent, figures: OfferFigures) =>
    callApi(PORTAL_API.createOffer, { body: { content, figures } }),
  /** 409 when the offer was saved elsewhere since `version`. */
  save: (offerId: string, version: number, content: OfferContent, figures: OfferFigures) =>
    callApi(PORTAL_API.saveOffer, { params: { offerId }, body: { version, content, figures } }),
  remove: (offerId: string) => callApi(PORTAL_API.deleteOffer, { params: { offerId } }),
  restore: (offerId: string) => callApi(PORTAL_API.restoreOffer, { params: { offerId } }),
  copy: (offerId: string) => callApi(PORTAL_API.copyOffer, { params: { offerId } }),
  mark: (offerId: string, mark: OfferMark) =>
    callApi(PORTAL_API.markOffer, { params: { offerId }, body: mark }),
};

/** The portal's address of a saved offer, from the access module's page path. */
export const offerPath = (offerId: string): string => generatePath(PAGES.offer.path, { offerId });
