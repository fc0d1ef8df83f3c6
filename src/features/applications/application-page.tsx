import { usePrefetchQuery, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ApplicationIdForm } from '../../components/application-id-form';
import { checkApplicationId } from '../../components/application-id';
import { Page } from '../../components/page';
import { QueryError } from '../../components/query-error';
import { Skeleton } from '../../components/skeleton';
import { ApiProblemError } from '../../lib/api-errors';
import { useApplicationSeen } from '../../lib/live-changes';
import { useLocale } from '../../lib/locale';
import { applicationQueries } from './api/application-queries';
import { ApplicationDetails } from './components/application-details';
import '../../components/data-display.css';
import './applications.css';

/** `/applications/:applicationId`: one application, or a plain word on why it cannot be shown. */
export function ApplicationPage() {
  const { applicationId = '' } = useParams();
  const navigate = useNavigate();
  const openAnother = (id: number) => void navigate(`/applications/${id}`);
  const { t } = useLocale();
  const check = checkApplicationId(applicationId);
  return (
    <Page head="application" values={{ applicationId }}>
      {check.ok ? (
        <ApplicationLoader applicationId={check.id} onOpenAnother={openAnother} />
      ) : (
        <TryAnother onOpen={openAnother}>
          {t('applications.page.notAnId', { id: applicationId, reason: t(check.messageId) })}
        </TryAnother>
      )}
    </Page>
  );
}

function ApplicationLoader({
  applicationId,
  onOpenAnother,
}: {
  applicationId: number;
  onOpenAnother: (id: number) => void;
}) {
  const { t } = useLocale();
  // Asked for as this renders, not once the whole signed-in page has rendered and committed: on a
  // first load the application's answer is what the screen waits for last.
  const detail = applicationQueries.detail(applicationId);
  usePrefetchQuery(detail);
  const application = useQuery(detail);
  useApplicationSeen(applicationId);
  if (application.isPending) {
    return <Skeleton label={t('applications.page.loading')} lines={8} />;
  }
  if (application.isError) {
    if (application.error instanceof ApiProblemError && application.error.status === 404) {
      return (
        <TryAnother onOpen={onOpenAnother}>
          {t('applications.page.notFound', { id: applicationId })}
        </TryAnother>
      );
    }
    return (
      <QueryError
        title={t('applications.page.loadFailed')}
        error={application.error}
        onRetry={() => void application.refetch()}
      />
    );
  }
  return <ApplicationDetails application={application.data} />;
}

function TryAnother({ children, onOpen }: { children: ReactNode; onOpen: (id: number) => void }) {
  const { t } = useLocale();
  return (
    <div className="try-another">
      <p className="notice" role="alert">
        {children}
      </p>
      <ApplicationIdForm onOpen={onOpen} submitLabel={t('applications.page.open')} />
    </div>
  );
}
