import { Link } from 'react-router-dom';
import { ListTable } from '../../../components/list-table';
import type { SalesPerson } from '../../../domain/contract';
import { useLocale } from '../../../lib/locale';
import { ExternalReferences } from './external-references';

/** Salespeople as rows, sorted as the user asks; each name opens the salesperson's page. */
export function SalespeopleTable({ salesPeople }: { salesPeople: readonly SalesPerson[] }) {
  const { t } = useLocale();
  return (
    <ListTable
      list="salespeople"
      fileName={t('salespeople.table.fileName')}
      caption={t('salespeople.table.caption')}
      columns={[
        {
          id: 'name',
          header: t('salespeople.table.name'),
          value: (person) => person.salesPersonName,
          cell: (person) => (
            <Link to={`/salespeople/${person.salesPersonId}`}>{person.salesPersonName}</Link>
          ),
        },
        {
          id: 'id',
          header: t('salespeople.table.id'),
          value: (person) => person.salesPersonId,
          kind: 'count',
          cell: (person) => person.salesPersonId,
        },
        {
          id: 'email',
          header: t('salespeople.table.email'),
          value: (person) => person.salesPersonEmail,
          cell: (person) => person.salesPersonEmail,
        },
        {
          id: 'references',
          header: t('salespeople.table.references'),
          value: (person) =>
            person.externalReferences.map(({ key, value }) => `${key}: ${value}`).join(', '),
          cell: (person) => <ExternalReferences references={person.externalReferences} />,
        },
      ]}
      rows={salesPeople}
      rowKey={(person) => person.salesPersonId}
    />
  );
}
