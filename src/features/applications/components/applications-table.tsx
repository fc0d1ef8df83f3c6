import { PAGES } from '../../../domain/access';
import { generatePath, Link } from 'react-router-dom';
import { DataTable, type Column } from '../../../components/data-table';
import { StatusBadge } from '../../../components/status-badge';
import type { ApplicationSummary } from '../../../domain/contract';
import { useLocale } from '../../../lib/locale';

interface ApplicationsTableProps {
  applications: readonly ApplicationSummary[];
  /** Show whose each one is: when the list spans salespeople. */
  showSalesperson: boolean;
}

/** Applications as rows, newest first as the server sends them; each id opens its page. */
export function ApplicationsTable({ applications, showSalesperson }: ApplicationsTableProps) {
  const { amount, date, t } = useLocale();
  const columns: Column<ApplicationSummary>[] = [
    {
      header: t('applications.table.application'),
      cell: (application) => (
        <Link
          to={generatePath(PAGES.application.path, {
            applicationId: String(application.applicationId),
          })}
        >
          {application.applicationId}
        </Link>
      ),
    },
    {
      header: t('applications.table.status'),
      cell: (application) => <StatusBadge kind="application" status={application.status} />,
    },
    { header: t('applications.table.applicant'), cell: (application) => application.applicantName },
    {
      header: t('applications.table.object'),
      cell: (application) => application.objectDescription,
    },
    {
      header: t('applications.table.payment'),
      cell: (application) => amount(application.termAmount),
      className: 'numeric',
    },
    { header: t('applications.table.sent'), cell: (application) => date(application.createdAt) },
  ];
  if (showSalesperson) {
    columns.push({
      header: t('applications.table.salesperson'),
      cell: (application) =>
        application.salesPersonName ??
        application.salesPersonId ??
        t('applications.table.noSalesperson'),
    });
  }
  return (
    <DataTable
      caption={t('applications.table.caption')}
      columns={columns}
      rows={applications}
      rowKey={(application) => application.applicationId}
    />
  );
}
