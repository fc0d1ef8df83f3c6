import { Link } from 'react-router-dom';
import type { SalesPerson } from '../../../domain/contract';
import { ExternalReferences } from './external-references';

/** Salespeople as rows; each name opens the salesperson's page. */
export function SalespeopleTable({ salesPeople }: { salesPeople: readonly SalesPerson[] }) {
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption className="visually-hidden">Salespeople</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Id</th>
            <th scope="col">Email</th>
            <th scope="col">External references</th>
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
