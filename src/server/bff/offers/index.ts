export {
  createOfferRepository,
  type OfferRepository,
  normalRegistrationNumber,
} from './offer-repository';
export { offerRoutes } from './offer-routes';
