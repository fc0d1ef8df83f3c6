import { Trans } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '../../../auth';
import {
  CalculationFigures,
  PaymentPlanChart,
  PaymentPlanTable,
} from '../../../components/calculation';
import { StatusBadge } from '../../../components/status-badge';
import { applicationStatusLabel } from '../../../components/status-labels';
import { mayUse, PAGES } from '../../../domain/access';
import { knownCustomerType, type Application } from '../../../domain/contract';
import { useLocale } from '../../../lib/locale';
import { applicationQueries } from '../api/application-queries';
import { ApplicantSummary } from './applicant-summary';
import { CancelApplication } from './cancel-application';
import { DealPanel } from './deal-panel';
import { DocumentsList } from './documents-list';
import { FinancedObjectSummary } from './financed-object-summary';
import { StatusTimeline, type NamedSalesperson } from './status-timeline';

/** The application's salesperson, when the service names them (a strict service does not). */
function namedSalesperson({
  salesPersonId,
  salesPersonName,
}: Application): NamedSalesperson | undefined {
  return salesPersonId === null || salesPersonName === undefined || salesPersonName === null
    ? undefined
    : { id: salesPersonId, name: salesPersonName };
}

/**
 * Says a new status that arrives while the page is open (the bank decided), as a status region:
 * a screen reader tells it without moving focus. Empty until then, so it is there to be heard.
 */
function StatusChangeAnnouncement({ status }: { status: Application['status'] }) {
  const { t } = useLocale();
  const [statusWhenOpened] = useState(status);
  return (
    <p role="status" className="visually-hidden">
      {status === statusWhenOpened
        ? ''
        : t('applications.details.statusChanged', {
            status: applicationStatusLabel(status, t),
          })}
    </p>
  );
}

/** Everything a rep follows on one application: status first, then what the bank still needs. */
export function ApplicationDetails({ application }: { application: Application }) {
  const { user } = useAuth();
  const { date, t } = useLocale();
  const when = { sent: date(application.createdAt), changed: date(application.updatedAt) };
  const { salesPersonId } = application;
  // The rate's source is named as the offer named it; by id until (or unless) it is found.
  const rateSourceNames = useQuery(applicationQueries.rateSourceNames(application));
  // The plan's chart and hundreds of cells come last on the page: drawn in a render of their own
  // once the rest is on screen, so the status the rep opened the page for is not held back.
  const planShown = useDeferredValue(true, false);
  return (
    <div className="application">
      <StatusChangeAnnouncement status={application.status} />
      <p className="application__headline">
        <StatusBadge kind="application" status={application.status} />
        <span>
          {salesPersonId === null ? (
            t('applications.details.sent', when)
          ) : (
            <Trans
              id="applications.details.sentBy"
              values={{ ...when, name: application.salesPersonName ?? String(salesPersonId) }}
              components={{
                0: mayUse(user, PAGES.salesperson) ? (
                  <Link to={`/salespeople/${salesPersonId}`} />
                ) : (
                  <span />
                ),
              }}
            />
          )}
        </span>
      </p>

      <div className="application__grid">
        <section className="panel" aria-labelledby="application-status">
          <h2 id="application-status">{t('applications.details.status')}</h2>
          <StatusTimeline
            status={application.status}
            history={application.statusHistory}
            salesperson={namedSalesperson(application)}
          />
          <CancelApplication application={application} />
        </section>
        {application.contract === undefined && application.payout === undefined ? null : (
          <section className="panel" aria-labelledby="application-deal">
            <h2 id="application-deal">{t('applications.details.deal')}</h2>
            <DealPanel application={application} />
          </section>
        )}
        <section className="panel" aria-labelledby="application-documents">
          <h2 id="application-documents">{t('applications.details.documents')}</h2>
          <DocumentsList
            applicationId={application.applicationId}
            documents={application.documents}
          />
        </section>
        <section className="panel" aria-labelledby="application-applicant">
          <h2 id="application-applicant">{t('applications.details.applicant')}</h2>
          <ApplicantSummary
            applicant={application.applicant}
            customerType={knownCustomerType(application.calculationRequest.customerType)}
          />
        </section>
        <section className="panel" aria-labelledby="application-object">
          <h2 id="application-object">{t('applications.details.object')}</h2>
          <FinancedObjectSummary
            object={application.calculationRequest.object}
            products={application.calculationRequest.embeddedProducts}
          />
        </section>
      </div>

      <section className="application__offer" aria-labelledby="application-offer">
        <h2 id="application-offer">{t('applications.details.offer')}</h2>
        <p className="section-lead">{t('applications.details.offerLead')}</p>
        <CalculationFigures
          calculation={application.calculation}
          rateSourceNames={rateSourceNames.data}
        />
        {application.calculation.paymentPlan === undefined ? (
          <p className="empty-state">{t('applications.details.noPlan')}</p>
        ) : planShown ? (
          <>
            <PaymentPlanChart calculation={application.calculation} />
            <PaymentPlanTable calculation={application.calculation} />
          </>
        ) : null}
      </section>
    </div>
  );
}
