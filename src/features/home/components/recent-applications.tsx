import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useAuth } from '../../../auth';
import { QueryError } from '../../../components/query-error';
import { Skeleton } from '../../../components/skeleton';
import { StatusBadge } from '../../../components/status-badge';
import { useLocale } from '../../../lib/locale';
import { homeQueries } from '../api/home-queries';

/** The user's latest applications, to pick up where they left off. */
export function RecentApplications() {
  const { user } = useAuth();
  const { amount, date } = useLocale();
  const recent = useQuery(homeQueries.recentApplications(user.salesPersonId));

  if (recent.isPending) return <Skeleton label="Loading your recent applications" lines={4} />;
  if (recent.isError) {
    return (
      <QueryError
        title="Your recent applications could not be loaded."
        error={recent.error}
        onRetry={() => void recent.refetch()}
      />
    );
  }
  const { applications } = recent.data;
  if (applications.length === 0) {
    return (
      <p className="empty-state">
        You have sent no applications yet. <Link to="/offers/new">Build an offer</Link> to start.
      </p>
    );
  }
  return (
    <ul className="recent-applications">
      {applications.map((application) => (
        <li key={application.applicationId} className="recent-applications__item">
          <Link to={`/applications/${application.applicationId}`}>
            Application {application.applicationId}
          </Link>
          <StatusBadge kind="application" status={application.status} />
          <span className="recent-applications__who">
            {application.applicantName} · {application.objectDescription}
          </span>
          <span className="recent-applications__meta">
            {amount(application.termAmount)} per term · sent {date(application.createdAt)}
          </span>
        </li>
      ))}
    </ul>
  );
}
