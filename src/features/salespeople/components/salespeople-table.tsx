import { Link } from 'react-router-dom';
import { DataTable } from '../../../components/data-table';
import type { SalesPerson } from '../../../domain/contract';
import { useLocale } from '../../../lib/locale';
import { ExternalReferences } from './external-references';

/** Salespeople as rows; each name opens the salesperson's page. */
export function SalespeopleTable({ salesPeople }: { salesPeople: readonly SalesPerson[] }) {
  const { t } = useLocale();
  return (
    <DataTable
      caption={t('salespeople.table.caption')}
      columns={[
        {
          header: t('salespeople.table.name'),
          cell: (person) => (
            <Link to={`/salespeople/${person.salesPersonId}`}>{person.salesPersonName}</Link>
          ),
        },
        { header: t('salespeople.table.id'), cell: (person) => person.salesPersonId },
        { header: t('salespeople.table.email'), cell: (person) => person.salesPersonEmail },
        {
          header: t('salespeople.table.references'),
          cell: (person) => <ExternalReferences references={person.externalReferences} />,
        },
      ]}
      rows={salesPeople}
      rowKey={(person) => person.salesPersonId}
    />
  );
}
