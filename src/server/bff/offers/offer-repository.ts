import { randomUUID } from 'node:crypto';
import {
  OFFER_PAGE_SIZE,
  type Offer,
  type OfferContent,
  type OfferFigures,
  type OfferList,
  type OfferMark,
  type OfferStatus,
  type OfferSummary,
} from '../../../domain/contract';
import { norwegianDaysBounds } from '../../../domain/norwegian-time';
import { normalRegistrationNumber } from '../../../domain/registration-number';
import { assertSchemaName, containsPattern, type Database } from '../../database';

/** Whose offers: a salesperson's, or (null) a manager's own without a salesperson. */
export type OfferOwner = number | null;

export interface OfferSearch {
  search?: string | undefined;
  page: number;
}

/** Outcome of a save: the saved offer, or why not. */
export type SaveOutcome = { saved: Offer } | { conflict: Offer } | { missing: true };

export interface OfferRepository {
  list(owner: OfferOwner, search: OfferSearch): Promise<OfferList>;
  /** The offer unless it is deleted. */
  find(offerId: string): Promise<Offer | undefined>;
  /** `figures`: the engine's, as the page calculated them (null: the offer does not calculate). */
  create(owner: OfferOwner, content: OfferContent, figures: OfferFigures): Promise<Offer>;
  save(
    offerId: string,
    version: number,
    content: OfferContent,
    figures: OfferFigures,
  ): Promise<SaveOutcome>;
  mark(offerId: string, mark: OfferMark): Promise<Offer | undefined>;
  /** Hidden at once, kept a day for `restore`. */
  remove(offerId: string): Promise<boolean>;
  /** A removed offer that can still be restored. */
  findRemoved(offerId: string): Promise<Offer | undefined>;
  restore(offerId: string): Promise<Offer | undefined>;
  /**
   * How many offers each owner saved from `from` to `to` (Norwegian days, both included), of
   * `owner` alone when given: the dashboard's first step. Deleted ones count: they were made.
   */
  countSaved(period: { from: string; to: string; owner?: number }): Promise<OfferCount[]>;
}

export interface OfferCount {
  salesPersonId: number | null;
  offers: number;
}

/** How long a deleted offer can still be brought back before it is gone for good. */
const UNDO_WINDOW = '1 day';

interface OfferRow {
  offer_id: string;
  sales_person_id: number | null;
  version: number;
  status: OfferStatus;
  application_id: number | null;
  customer_name: string;
  make_model: string;
  registration_number: string;
  /** numeric: the driver gives it as text. */
  financed_amount: string | null;
  term_amount: string | null;
  content: OfferContent;
  created_at: Date;
  updated_at: Date;
}

/** The columns a listing shows and searches, derived from the content. */
function searchColumns(content: OfferContent): [string, string, string] {
  const { applicant, values } = content;
  const applicantName = `${applicant.firstName.trim()} ${applicant.lastName.trim()}`.trim();
  return [
    // The applicant as typed for the application, else the name given for the customer's PDF.
    applicantName === '' ? values.customer.name.trim() : applicantName,
    `${values.object.make.trim()} ${values.object.model.trim()}`.trim(),
    normalRegistrationNumber(values.object.registrationNumber),
  ];
}

function summaryOf(row: Omit<OfferRow, 'content'>): OfferSummary {
  return {
    offerId: row.offer_id,
    version: row.version,
    status: row.status,
    applicationId: row.application_id,
    salesPersonId: row.sales_person_id,
    customerName: row.customer_name,
    makeModel: row.make_model,
    registrationNumber: row.registration_number,
    financedAmount: row.financed_amount === null ? null : Number(row.financed_amount),
    termAmount: row.term_amount === null ? null : Number(row.term_amount),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** An offer's saved figures, as a save gives them (a copy keeps the original's). */
export const figuresOf = ({ financedAmount, termAmount }: OfferSummary): OfferFigures =>
  financedAmount === null || termAmount === null ? null : { financedAmount, termAmount };

/** The figure columns' values: both or neither. */
const figureColumns = (figures: OfferFigures): [number | null, number | null] =>
  figures === null ? [null, null] : [figures.financedAmount, figures.termAmount];

const offerOf = (row: OfferRow): Offer => ({ ...summaryOf(row), content: row.content });

/** Saved offers in the portal's own schema (migration 2 of portal-schema). */
export function createOfferRepository(database: Database, schema: string): OfferRepository {
  assertSchemaName(schema);
  const table = `${schema}.offer`;
  const summaryColumns = `offer_id, sales_person_id, version, status, application_id,
    customer_name, make_model, registration_number, financed_amount, term_amount, created_at,
    updated_at`;
  const live = 'offer_id = $1 AND deleted_at IS NULL';

  const restorable = `offer_id = $1 AND deleted_at >= now() - interval '${UNDO_WINDOW}'`;

  const one = async (sql: string, params: unknown[]): Promise<Offer | undefined> => {
    const { rows } = await database.query<OfferRow>(sql, params);
    const row = rows[0];
    return row === undefined ? undefined : offerOf(row);
  };

  const find = (offerId: string) => one(`SELECT * FROM ${table} WHERE ${live}`, [offerId]);

  return {
    async list(owner, { search, page }) {
      const params: unknown[] = [owner];
      let where = 'sales_person_id IS NOT DISTINCT FROM $1 AND deleted_at IS NULL';
      if (search !== undefined && search !== '') {
        params.push(containsPattern(search), containsPattern(normalRegistrationNumber(search)));
        where += ` AND (customer_name ILIKE $2 OR make_model ILIKE $2
          OR registration_number LIKE $3)`;
      }
      const [{ rows }, counted] = await Promise.all([
        database.query<Omit<OfferRow, 'content'>>(
          `SELECT ${summaryColumns} FROM ${table} WHERE ${where}
           ORDER BY updated_at DESC, offer_id
           LIMIT ${OFFER_PAGE_SIZE} OFFSET ${(page - 1) * OFFER_PAGE_SIZE}`,
          params,
        ),
        database.query<{ total: number }>(
          `SELECT count(*)::integer AS total FROM ${table} WHERE ${where}`,
          params,
        ),
      ]);
      return {
        offers: rows.map(summaryOf),
        page,
        pageSize: OFFER_PAGE_SIZE,
        total: counted.rows[0]?.total ?? 0,
      };
    },

    find,

    async create(owner, content, figures) {
      const created = await one(
        `INSERT INTO ${table} (offer_id, sales_person_id, version, status, customer_name,
           make_model, registration_number, content, financed_amount, term_amount, created_at,
           updated_at)
         VALUES ($1, $2, 1, 'draft', $3, $4, $5, $6, $7, $8, now(), now()) RETURNING *`,
        [
          randomUUID(),
          owner,
          ...searchColumns(content),
          JSON.stringify(content),
          ...figureColumns(figures),
        ],
      );
      if (created === undefined) throw new Error('INSERT … RETURNING returned no row');
      return created;
    },

    async save(offerId, version, content, figures) {
      const saved = await one(
        `UPDATE ${table} SET version = version + 1, customer_name = $3, make_model = $4,
           registration_number = $5, content = $6, financed_amount = $7, term_amount = $8,
           updated_at = now()
         WHERE ${live} AND version = $2 RETURNING *`,
        [
          offerId,
          version,
          ...searchColumns(content),
          JSON.stringify(content),
          ...figureColumns(figures),
        ],
      );
      if (saved !== undefined) return { saved };
      const current = await find(offerId);
      return current === undefined ? { missing: true } : { conflict: current };
    },

    // The status tells where the offer went; it is not an edit, so the version stays and a tab
    // still editing the offer can go on saving.
    mark: (offerId, mark) =>
      one(
        `UPDATE ${table} SET status = $2, application_id = $3, updated_at = now()
         WHERE ${live} RETURNING *`,
        [offerId, mark.status, mark.status === 'application' ? mark.applicationId : null],
      ),

    async remove(offerId) {
      await database.query(
        `DELETE FROM ${table} WHERE deleted_at < now() - interval '${UNDO_WINDOW}'`,
      );
      const { rows } = await database.query(
        `UPDATE ${table} SET deleted_at = now() WHERE ${live} RETURNING offer_id`,
        [offerId],
      );
      return rows.length > 0;
    },

    findRemoved: (offerId) => one(`SELECT * FROM ${table} WHERE ${restorable}`, [offerId]),

    restore: (offerId) =>
      one(`UPDATE ${table} SET deleted_at = NULL WHERE ${restorable} RETURNING *`, [offerId]),

    async countSaved({ from, to, owner }) {
      const params: unknown[] = [...norwegianDaysBounds(from, to)];
      if (owner !== undefined) params.push(owner);
      const { rows } = await database.query<{ sales_person_id: number | null; offers: number }>(
        `SELECT sales_person_id, count(*)::integer AS offers FROM ${table}
          WHERE created_at >= $1 AND created_at < $2
            ${owner === undefined ? '' : 'AND sales_person_id = $3'}
          GROUP BY sales_person_id`,
        params,
      );
      return rows.map((row) => ({ salesPersonId: row.sales_person_id, offers: row.offers }));
    },
  };
}
