import { Trans } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { PAGES } from '../../../domain/access';
import { generatePath, Link } from 'react-router-dom';
import { useAuth } from '../../../auth';
import { QueryFallback } from '../../../components/query-error';
import { StatusBadge } from '../../../components/status-badge';
import { useLocale } from '../../../lib/locale';
import { homeQueries } from '../api/home-queries';

/** The user's latest applications, to pick up where they left off. */
export function RecentApplications() {
  const { user } = useAuth();
  const { amount, date, t } = useLocale();
  const recent = useQuery(homeQueries.recentApplications(user.salesPersonId));

  if (recent.isPending || recent.isError) {
    return <QueryFallback query={recent} messages="home.recent" lines={4} />;
  }
  const { applications } = recent.data;
  if (applications.length === 0) {
    return (
      <p className="empty-state">
        <Trans id="home.recent.empty" components={{ 0: <Link to="/offers/new" /> }} />
      </p>
    );
  }
  return (
    <ul className="recent-applications">
      {applications.map((application) => (
        <li key={application.applicationId} className="recent-applications__item">
          <Link
            to={generatePath(PAGES.application.path, {
              applicationId: String(application.applicationId),
            })}
          >
            {t('home.recent.application', { id: application.applicationId })}
          </Link>
          <StatusBadge kind="application" status={application.status} />
          <span className="recent-applications__who">
            {application.applicantName} · {application.objectDescription}
          </span>
          <span className="recent-applications__meta">
            {t('home.recent.meta', {
              payment: amount(application.termAmount),
              sent: date(application.createdAt),
            })}
          </span>
        </li>
      ))}
    </ul>
  );
}
