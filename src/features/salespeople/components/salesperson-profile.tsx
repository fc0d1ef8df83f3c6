import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Fact } from '../../../components/fact';
import { QueryFallback } from '../../../components/query-error';
import { ApiProblemError } from '../../../lib/api-errors';
import { useLocale } from '../../../lib/locale';
import { salesPersonQueries } from '../api/sales-person-queries';
import { ExternalReferences } from './external-references';
import '../../../components/figure-list.css';

interface SalespersonProfileProps {
  salesPersonId: number;
  /** Where their applications are listed: the user's own list, or a manager's view of theirs. */
  applicationsLink: { to: string; label: string };
}

/** One salesperson: who they are, their ids in other systems, and a way to their applications. */
export function SalespersonProfile({ salesPersonId, applicationsLink }: SalespersonProfileProps) {
  const { t } = useLocale();
  const person = useQuery(salesPersonQueries.detail(salesPersonId));
  if (person.isPending || person.isError) {
    const { error } = person;
    if (error instanceof ApiProblemError && error.status === 404) {
      return (
        <p className="notice" role="alert">
          {t('salespeople.person.notFound', { id: salesPersonId })}{' '}
          <Link to="/salespeople">{t('salespeople.person.seeEveryone')}</Link>
        </p>
      );
    }
    if (error instanceof ApiProblemError && error.status === 403) {
      return (
        <p className="notice" role="alert">
          {t('salespeople.person.forbidden')}
        </p>
      );
    }
    return <QueryFallback query={person} messages="salespeople.person" lines={4} />;
  }
  const { salesPersonName, salesPersonEmail, externalReferences } = person.data;
  return (
    <div className="panel salesperson">
      <dl className="figure-list">
        <Fact label={t('salespeople.person.name')} className="facts__item">
          {salesPersonName}
        </Fact>
        <Fact label={t('salespeople.person.id')} className="facts__item">
          {salesPersonId}
        </Fact>
        <Fact label={t('salespeople.person.email')} className="facts__item">
          <a href={`mailto:${salesPersonEmail}`}>{salesPersonEmail}</a>
        </Fact>
      </dl>
      <section aria-labelledby="salesperson-references">
        <h2 id="salesperson-references">{t('salespeople.person.references')}</h2>
        <ExternalReferences references={externalReferences} />
      </section>
      <p>
        <Link className="button--secondary" to={applicationsLink.to}>
          {applicationsLink.label}
        </Link>
      </p>
    </div>
  );
}
