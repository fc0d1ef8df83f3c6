import type { ApplicationDocument } from '../../../domain/contract';
import { StatusBadge } from '../../../components/status-badge';
import { documentTypeLabel } from '../../../components/status-labels';
import { useLocale } from '../../../lib/locale';
import { DocumentFileControl } from './document-file-control';

/** The documents the bank needs for this application, and how far each has got. */
export function DocumentsTable({
  applicationId,
  documents,
}: {
  applicationId: number;
  documents: readonly ApplicationDocument[];
}) {
  const { date, t } = useLocale();
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
      <table className="data-table">
        <caption className="visually-hidden">{t('applications.documents.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('applications.documents.document')}</th>
            <th scope="col">{t('applications.documents.status')}</th>
            <th scope="col">{t('applications.documents.updated')}</th>
            <th scope="col">{t('applications.documents.file.column')}</th>
          </tr>
        </thead>
        <tbody>
          {documents.map((document) => (
            <tr key={document.documentId}>
              <th scope="row">{documentTypeLabel(document.documentType, t)}</th>
              <td>
                <StatusBadge kind="document" status={document.status} />
              </td>
              <td>{date(document.updatedAt)}</td>
              <td>
                <DocumentFileControl applicationId={applicationId} document={document} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
