import { PAGES } from '../../../domain/access';
import { generatePath, Link } from 'react-router-dom';
import { ListTable, type ListColumn } from '../../../components/list-table';
import { StatusBadge } from '../../../components/status-badge';
import type { ApplicationSummary } from '../../../domain/contract';
import { useLocale } from '../../../lib/locale';

interface ApplicationsTableProps {
  applications: readonly ApplicationSummary[];
  /** Show whose each one is: when the list spans salespeople. */
  showSalesperson: boolean;
}

/**
 * Applications as rows, newest first as the server sends them, or as the user sorts them; each id
 * opens its page.
 */
export function ApplicationsTable({ applications, showSalesperson }: ApplicationsTableProps) {
  const { amount, date, t } = useLocale();
  const columns: ListColumn<ApplicationSummary>[] = [
    {
      id: 'application',
      header: t('applications.table.application'),
      value: (application) => application.applicationId,
      kind: 'count',
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
      id: 'status',
      header: t('applications.table.status'),
      value: (application) => t(`common.applicationStatus.${application.status}`),
      cell: (application) => <StatusBadge kind="application" status={application.status} />,
    },
    {
      id: 'applicant',
      header: t('applications.table.applicant'),
      value: (application) => application.applicantName,
      cell: (application) => application.applicantName,
    },
    {
      id: 'object',
      header: t('applications.table.object'),
      value: (application) => application.objectDescription,
      cell: (application) => application.objectDescription,
    },
    {
      id: 'payment',
      header: t('applications.table.payment'),
      value: (application) => application.termAmount,
      kind: 'amount',
      cell: (application) => amount(application.termAmount),
      className: 'numeric',
    },
    {
      id: 'sent',
      header: t('applications.table.sent'),
      value: (application) => application.createdAt,
      kind: 'date',
      cell: (application) => date(application.createdAt),
    },
  ];
  if (showSalesperson) {
    const salesperson = (application: ApplicationSummary) =>
      application.salesPersonName ??
      (application.salesPersonId === null
        ? t('applications.table.noSalesperson')
        : String(application.salesPersonId));
    columns.push({
      id: 'salesperson',
      header: t('applications.table.salesperson'),
      value: salesperson,
      cell: salesperson,
    });
  }
  return (
    <ListTable
      list="applications"
      fileName={t('applications.table.fileName')}
      caption={t('applications.table.caption')}
      columns={columns}
      rows={applications}
      rowKey={(application) => application.applicationId}
    />
  );
}
