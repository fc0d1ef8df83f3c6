import type { Migration } from '../../database/migrations';
import { initialSchema } from './001-initial-schema';
import { calculationStartupFee } from './002-calculation-startup-fee';
import { products } from './003-products';
import { documentFilesAndSearch } from './005-document-files-and-search';

/** Every migration of the financing service, oldest first. Never edit one that has shipped. */
export const serviceMigrations: readonly Migration[] = [
  initialSchema,
  calculationStartupFee,
  products,
  documentFilesAndSearch,
];
