import { useId } from 'react';
import type { ApplicationDocument } from '../../../domain/contract';
import { StatusBadge } from '../../../components/status-badge';
import { documentTypeLabel } from '../../../components/status-labels';
import { useLocale } from '../../../lib/locale';
import { DocumentFileControl } from './document-file-control';

/**
 * The documents the bank needs for this application, and how far each has got: one item each,
 * its file control beneath it, so the list fits a half-width panel and a phone alike.
 */
export function DocumentsList({
  applicationId,
  documents,
}: {
  applicationId: number;
  documents: readonly ApplicationDocument[];
}) {
  const { t } = useLocale();
  if (documents.length === 0) {
    return <p className="empty-state">{t('applications.documents.none')}</p>;
  }
  const missing = documents.filter((document) => document.status === 'Missing').length;
  return (
    <>
      <p className="documents__summary">
        {missing === 0
          ? t('applications.documents.allIn')
          : t('applications.documents.missing', { missing, total: documents.length })}
      </p>
      <ul className="documents">
        {documents.map((document) => (
          <DocumentItem
            key={document.documentId}
            applicationId={applicationId}
            document={document}
          />
        ))}
      </ul>
    </>
  );
}

function DocumentItem({
  applicationId,
  document,
}: {
  applicationId: number;
  document: ApplicationDocument;
}) {
  const { date, t } = useLocale();
  const nameId = useId();
  return (
    <li className="document" aria-labelledby={nameId}>
      <div className="document__head">
        <h3 id={nameId} className="document__name">
          {documentTypeLabel(document.documentType, t)}
        </h3>
        <StatusBadge kind="document" status={document.status} />
        <span className="document__updated">
          {t('applications.documents.updatedOn', { date: date(document.updatedAt) })}
        </span>
      </div>
      <DocumentFileControl applicationId={applicationId} document={document} />
    </li>
  );
}
