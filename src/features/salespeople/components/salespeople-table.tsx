import { Link } from 'react-router-dom';
import type { SalesPerson } from '../../../domain/contract';
import { useLocale } from '../../../lib/locale';
import { ExternalReferences } from './external-references';

/** Salespeople as rows; each name opens the salesperson's page. */
export function SalespeopleTable({ salesPeople }: { salesPeople: readonly SalesPerson[] }) {
  const { t } = useLocale();
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption className="visually-hidden">{t('salespeople.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('salespeople.table.name')}</th>
            <th scope="col">{t('salespeople.table.id')}</th>
            <th scope="col">{t('salespeople.table.email')}</th>
            <th scope="col">{t('salespeople.table.references')}</th>
          </tr>
        </thead>
        <tbody>
          {salesPeople.map((person) => (
            <tr key={person.salesPersonId}>
              <th scope="row">
                <Link to={`/salespeople/${person.salesPersonId}`}>{person.salesPersonName}</Link>
              </th>
              <td>{person.salesPersonId}</td>
              <td>{person.salesPersonEmail}</td>
              <td>
                <ExternalReferences references={person.externalReferences} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
