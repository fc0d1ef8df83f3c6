import type { ApplicationDocument } from '../../../domain/contract';
import { StatusBadge } from '../../../components/status-badge';
import { documentTypeLabel } from '../../../components/status-labels';
import { useLocale } from '../../../lib/locale';

/** The documents the bank needs for this application, and how far each has got. */
export function DocumentsTable({ documents }: { documents: readonly ApplicationDocument[] }) {
  const { date, t } = useLocale();
  if (documents.length === 0) {
    return <p className="empty-state">The bank needs no documents for this application.</p>;
  }
  const missing = documents.filter((document) => document.status === 'Missing').length;
  return (
    <>
      <p className="documents__summary">
        {missing === 0
          ? 'Every document has been handed in.'
          : `${missing} of ${documents.length} documents still missing.`}
      </p>
      <table className="data-table">
        <caption className="visually-hidden">Documents</caption>
        <thead>
          <tr>
            <th scope="col">Document</th>
            <th scope="col">Status</th>
            <th scope="col">Updated</th>
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
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
