import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { Page } from '../../components/page';
import { MAX_IDENTIFIER } from '../../domain/contract';
import { useLocale } from '../../lib/locale';
import { salesPersonQueries } from './api/sales-person-queries';
import { SalespersonProfile } from './components/salesperson-profile';
import '../../components/data-display.css';
import './salespeople.css';

function salesPersonIdOf(text: string): number | undefined {
  if (!/^\d{1,10}$/.test(text)) return undefined;
  const id = Number(text);
  return id >= 1 && id <= MAX_IDENTIFIER ? id : undefined;
}

/** `/salespeople/:salesPersonId` (managers): one salesperson, and a way to their applications. */
export function SalespersonPage() {
  const { t } = useLocale();
  const { salesPersonId = '' } = useParams();
  const id = salesPersonIdOf(salesPersonId);
  return id === undefined ? (
    <Page title={t('salespeople.person.title', { id: salesPersonId })}>
      <p className="notice" role="alert">
        {t('salespeople.person.notAnId', { id: salesPersonId })}{' '}
        <Link to="/salespeople">{t('salespeople.person.seeEveryone')}</Link>
      </p>
    </Page>
  ) : (
    <KnownSalesperson salesPersonId={id} />
  );
}

function KnownSalesperson({ salesPersonId }: { salesPersonId: number }) {
  const { t } = useLocale();
  // The same query as the profile below: one request, and the name as soon as it is known.
  const { data } = useQuery(salesPersonQueries.detail(salesPersonId));
  const name = data?.salesPersonName;
  return (
    <Page
      title={name ?? t('salespeople.person.title', { id: salesPersonId })}
      lead={<Link to="/salespeople">{t('salespeople.person.allSalespeople')}</Link>}
    >
      <SalespersonProfile
        salesPersonId={salesPersonId}
        applicationsLink={{
          to: `/applications?salesPersonId=${salesPersonId}`,
          label:
            name === undefined
              ? t('salespeople.person.applicationsOfId', { id: salesPersonId })
              : t('salespeople.person.applicationsOf', { name }),
        }}
      />
    </Page>
  );
}
