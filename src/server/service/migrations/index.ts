import type { Migration } from '../../database/migrations';
import { initialSchema } from './001-initial-schema';
import { calculationStartupFee } from './002-calculation-startup-fee';
import { products } from './003-products';
import { offerRuleChanges } from './004-offer-rule-changes';
import { eventsAndActors } from './005-events-and-actors';
import { documentFilesAndSearch } from './006-document-files-and-search';
import { applicationChanges } from './007-application-changes';
import { documentFileChunks } from './008-document-file-chunks';
import { deliveryAttemptsInProgress } from './009-delivery-attempts-in-progress';
import { creditRules } from './010-credit-rules';
import { contractDeliveryPayout } from './011-contract-delivery-payout';
import { applicationMilestones } from './012-application-milestones';

/** Every migration of the financing service, oldest first. Never edit one that has shipped. */
export const serviceMigrations: readonly Migration[] = [
  initialSchema,
  calculationStartupFee,
  products,
  offerRuleChanges,
  eventsAndActors,
  documentFilesAndSearch,
  applicationChanges,
  documentFileChunks,
  deliveryAttemptsInProgress,
  creditRules,
  contractDeliveryPayout,
  applicationMilestones,
];
