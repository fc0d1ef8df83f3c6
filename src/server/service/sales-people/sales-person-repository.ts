import type { ExternalReference, SalesPerson, SalesPersonFilter } from '../../../domain/contract';
import type { Database } from '../../database';

interface SalesPersonRow {
  sales_person_id: number;
  name: string;
  email: string;
  external_references: ExternalReference[] | null;
}

// One row per salesperson with its references aggregated in order, so a list is one query.
const SELECT_SALES_PEOPLE = `
  SELECT p.sales_person_id, p.name, p.email,
    (SELECT json_agg(json_build_object('key', r.key, 'value', r.value) ORDER BY r.position)
       FROM sales_person_external_reference r
      WHERE r.sales_person_id = p.sales_person_id) AS external_references
  FROM sales_person p`;

const toSalesPerson = (row: SalesPersonRow): SalesPerson => ({
  salesPersonId: row.sales_person_id,
  salesPersonName: row.name,
  salesPersonEmail: row.email,
  externalReferences: row.external_references ?? [],
});

export async function listSalesPeople(database: Database): Promise<SalesPerson[]> {
  const { rows } = await database.query<SalesPersonRow>(
    `${SELECT_SALES_PEOPLE} ORDER BY p.sales_person_id`,
  );
  return rows.map(toSalesPerson);
}

export async function findSalesPerson(
  database: Database,
  salesPersonId: number,
): Promise<SalesPerson | undefined> {
  const { rows } = await database.query<SalesPersonRow>(
    `${SELECT_SALES_PEOPLE} WHERE p.sales_person_id = $1::bigint`,
    [salesPersonId],
  );
  const row = rows[0];
  return row === undefined ? undefined : toSalesPerson(row);
}

export async function salesPersonExists(
  database: Database,
  salesPersonId: number,
): Promise<boolean> {
  const { rows } = await database.query(
    'SELECT 1 FROM sales_person WHERE sales_person_id = $1::bigint',
    [salesPersonId],
  );
  return rows.length > 0;
}

/**
 * The union of the salespeople whose id is listed and those having an external reference equal,
 * in key and value, to a listed one. Empty or absent lists select no one.
 */
export async function filterSalesPeople(
  database: Database,
  filter: SalesPersonFilter,
): Promise<SalesPerson[]> {
  const ids = filter.salesPersonId ?? [];
  const references = filter.salesPersonExternalReference ?? [];
  if (ids.length === 0 && references.length === 0) return [];
  const { rows } = await database.query<SalesPersonRow>(
    `${SELECT_SALES_PEOPLE}
     WHERE p.sales_person_id = ANY($1::bigint[])
        OR EXISTS (
          SELECT 1 FROM sales_person_external_reference r
            JOIN unnest($2::text[], $3::text[]) AS wanted (key, value)
              ON wanted.key = r.key AND wanted.value = r.value
           WHERE r.sales_person_id = p.sales_person_id)
     ORDER BY p.sales_person_id`,
    [
      ids,
      references.map((reference) => reference.key),
      references.map((reference) => reference.value),
    ],
  );
  return rows.map(toSalesPerson);
}

export async function insertSalesPerson(
  database: Database,
  salesPerson: SalesPerson,
): Promise<void> {
  await database.transaction(async (tx) => {
    await tx.query('INSERT INTO sales_person (sales_person_id, name, email) VALUES ($1, $2, $3)', [
      salesPerson.salesPersonId,
      salesPerson.salesPersonName,
      salesPerson.salesPersonEmail,
    ]);
    for (const [position, reference] of salesPerson.externalReferences.entries()) {
      await tx.query(
        `INSERT INTO sales_person_external_reference (sales_person_id, position, key, value)
         VALUES ($1, $2, $3, $4)`,
        [salesPerson.salesPersonId, position, reference.key, reference.value],
      );
    }
  });
}
