import type { Migration } from '../../database/migrations';
import { initialSchema } from './001-initial-schema';

/** Every migration of the financing service, oldest first. Never edit one that has shipped. */
export const serviceMigrations: readonly Migration[] = [initialSchema];
