import { Link } from 'react-router-dom';
import { useAuth } from '../../../auth';
import {
  CalculationFigures,
  PaymentPlanChart,
  PaymentPlanTable,
} from '../../../components/calculation';
import { StatusBadge } from '../../../components/status-badge';
import { mayUse, PAGES } from '../../../domain/access';
import { knownCustomerType, type Application } from '../../../domain/contract';
import { useLocale } from '../../../lib/locale';
import { ApplicantSummary } from './applicant-summary';
import { DocumentsTable } from './documents-table';
import { FinancedObjectSummary } from './financed-object-summary';
import { StatusTimeline } from './status-timeline';

/** Everything a rep follows on one application: status first, then what the bank still needs. */
export function ApplicationDetails({ application }: { application: Application }) {
  const { user } = useAuth();
  const { date } = useLocale();
  const { salesPersonId } = application;
  return (
    <div className="application">
      <p className="application__headline">
        <StatusBadge kind="application" status={application.status} />
        <span>
          Sent {date(application.createdAt)}, last changed {date(application.updatedAt)}
          {salesPersonId === null ? null : (
            <>
              {' '}
              by salesperson{' '}
              {mayUse(user, PAGES.salesperson) ? (
                <Link to={`/salespeople/${salesPersonId}`}>{salesPersonId}</Link>
              ) : (
                salesPersonId
              )}
            </>
          )}
          .
        </span>
      </p>

      <div className="application__grid">
        <section className="panel" aria-labelledby="application-status">
          <h2 id="application-status">Status</h2>
          <StatusTimeline status={application.status} history={application.statusHistory} />
        </section>
        <section className="panel" aria-labelledby="application-documents">
          <h2 id="application-documents">Documents</h2>
          <DocumentsTable documents={application.documents} />
        </section>
        <section className="panel" aria-labelledby="application-applicant">
          <h2 id="application-applicant">Applicant</h2>
          <ApplicantSummary
            applicant={application.applicant}
            customerType={knownCustomerType(application.calculationRequest.customerType)}
          />
        </section>
        <section className="panel" aria-labelledby="application-object">
          <h2 id="application-object">Object</h2>
          <FinancedObjectSummary object={application.calculationRequest.object} />
        </section>
      </div>

      <section className="application__offer" aria-labelledby="application-offer">
        <h2 id="application-offer">Offer</h2>
        <p className="section-lead">
          The figures as the bank calculated them when it received the application.
        </p>
        <CalculationFigures calculation={application.calculation} />
        {application.calculation.paymentPlan === undefined ? (
          <p className="empty-state">The bank stored no payment plan with this application.</p>
        ) : (
          <>
            <PaymentPlanChart calculation={application.calculation} />
            <PaymentPlanTable calculation={application.calculation} />
          </>
        )}
      </section>
    </div>
  );
}
