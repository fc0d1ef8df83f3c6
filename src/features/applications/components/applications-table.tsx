import { Link } from 'react-router-dom';
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
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption className="visually-hidden">{t('applications.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('applications.table.application')}</th>
            <th scope="col">{t('applications.table.status')}</th>
            <th scope="col">{t('applications.table.applicant')}</th>
            <th scope="col">{t('applications.table.object')}</th>
            <th scope="col" className="numeric">
              {t('applications.table.payment')}
            </th>
            <th scope="col">{t('applications.table.sent')}</th>
            {showSalesperson ? <th scope="col">{t('applications.table.salesperson')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {applications.map((application) => (
            <tr key={application.applicationId}>
              <th scope="row">
                <Link to={`/applications/${application.applicationId}`}>
                  {application.applicationId}
                </Link>
              </th>
              <td>
                <StatusBadge kind="application" status={application.status} />
              </td>
              <td>{application.applicantName}</td>
              <td>{application.objectDescription}</td>
              <td className="numeric">{amount(application.termAmount)}</td>
              <td>{date(application.createdAt)}</td>
              {showSalesperson ? (
                <td>
                  {application.salesPersonName ??
                    application.salesPersonId ??
                    t('applications.table.noSalesperson')}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
