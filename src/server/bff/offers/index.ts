export { createOfferRepository, type OfferRepository } from './offer-repository';
export { offerRoutes } from './offer-routes';
