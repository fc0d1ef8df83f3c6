import type { ApplicationStatus, DocumentStatus } from '../domain/application-status';
import type { DOCUMENT_TYPES } from '../domain/contract';
import type { Translate } from '../lib/i18n';

type DocumentType = (typeof DOCUMENT_TYPES)[number];

/**
 * Status and document names as people say them, in the chosen language (`t` of `useLocale`, the
 * `common` catalogue); the contract's codes stay out of sight.
 */
export const applicationStatusLabel = (status: ApplicationStatus, t: Translate): string =>
  t(`common.applicationStatus.${status}`);

export const documentStatusLabel = (status: DocumentStatus, t: Translate): string =>
  t(`common.documentStatus.${status}`);

export const documentTypeLabel = (type: DocumentType, t: Translate): string =>
  t(`common.documentType.${type}`);
