import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { Page } from '../../components/page';
import { MAX_IDENTIFIER } from '../../domain/contract';
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
  const { salesPersonId = '' } = useParams();
  const id = salesPersonIdOf(salesPersonId);
  return id === undefined ? (
    <Page title={`Salesperson ${salesPersonId}`}>
      <p className="notice" role="alert">
        “{salesPersonId}” is not a salesperson id: ids are whole numbers, like 1004.{' '}
        <Link to="/salespeople">See every salesperson</Link>.
      </p>
    </Page>
  ) : (
    <KnownSalesperson salesPersonId={id} />
  );
}

function KnownSalesperson({ salesPersonId }: { salesPersonId: number }) {
  // The same query as the profile below: one request, and the name as soon as it is known.
  const { data } = useQuery(salesPersonQueries.detail(salesPersonId));
  const name = data?.salesPersonName;
  return (
    <Page
      title={name ?? `Salesperson ${salesPersonId}`}
      lead={<Link to="/salespeople">All salespeople</Link>}
    >
      <SalespersonProfile
        salesPersonId={salesPersonId}
        applicationsLink={{
          to: `/applications?salesPersonId=${salesPersonId}`,
          label: `Applications of ${name ?? `salesperson ${salesPersonId}`}`,
        }}
      />
    </Page>
  );
}
