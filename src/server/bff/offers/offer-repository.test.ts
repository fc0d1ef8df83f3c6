import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateSchema } from '../../database';
import { openTestDatabase, type TestDatabase } from '../../database/test-database';
import { portalMigrations } from '../../portal-schema';
import { createOfferRepository, type OfferRepository } from './offer-repository';
import { offerContent } from './test-offer';

// PGlite by default; PostgreSQL with TEST_DATABASE_URL (`npm run test:postgres`).
describe('the saved offer figures: financed amount and payment per term', () => {
  let testDatabase: TestDatabase;
  let offers: OfferRepository;
  let oldOfferId: string;

  beforeAll(async () => {
    testDatabase = await openTestDatabase({ migrations: [] });
    const { database, portalSchema } = testDatabase;
    const migrations = portalMigrations(portalSchema);
    // An offer saved before the figures were kept: the schema as it stood at version 3.
    await migrateSchema(database, portalSchema, migrations.slice(0, 3));
    offers = createOfferRepository(database, portalSchema);
    oldOfferId = '0b9a4c5e-4d2f-4f41-9c1e-6a1d2a3b4c5d';
    await database.query(
      `INSERT INTO ${portalSchema}.offer (offer_id, sales_person_id, version, status,
         customer_name, make_model, registration_number, content, created_at, updated_at)
       VALUES ($1, 1001, 1, 'draft', 'Eldre Kunde', '', '', $2, now(), now())`,
      [oldOfferId, JSON.stringify(offerContent({ name: 'Eldre Kunde' }))],
    );
    await migrateSchema(database, portalSchema, migrations);
  });
  afterAll(async () => {
    await testDatabase.drop();
  });

  it('leaves an offer saved before the migration without figures', async () => {
    expect(await offers.find(oldOfferId)).toMatchObject({
      customerName: 'Eldre Kunde',
      financedAmount: null,
      termAmount: null,
    });
  });

  it('keeps the figures a save gives, to the øre, and lists them', async () => {
    const created = await offers.create(1002, offerContent({ name: 'Kari' }), {
      financedAmount: 300_000,
      termAmount: 5_926.53,
    });
    expect(created).toMatchObject({ financedAmount: 300_000, termAmount: 5_926.53 });

    const list = await offers.list(1002, { page: 1 });
    expect(list.offers).toEqual([
      expect.objectContaining({ offerId: created.offerId, financedAmount: 300_000 }),
    ]);
    expect(list.offers[0]?.termAmount).toBe(5_926.53);
  });

  it('replaces the figures at each save, and clears them when the offer stops calculating', async () => {
    const created = await offers.create(1003, offerContent(), null);
    expect(created).toMatchObject({ financedAmount: null, termAmount: null });

    const saved = await offers.save(created.offerId, 1, offerContent(), {
      financedAmount: 1_234_567.5,
      termAmount: 24_999.99,
    });
    expect('saved' in saved && saved.saved).toMatchObject({
      financedAmount: 1_234_567.5,
      termAmount: 24_999.99,
    });

    const cleared = await offers.save(created.offerId, 2, offerContent(), null);
    expect('saved' in cleared && cleared.saved).toMatchObject({
      financedAmount: null,
      termAmount: null,
    });
  });

  it('refuses one figure without the other', async () => {
    const { database, portalSchema } = testDatabase;
    await expect(
      database.query(`UPDATE ${portalSchema}.offer SET financed_amount = 100 WHERE offer_id = $1`, [
        oldOfferId,
      ]),
    ).rejects.toThrow(/offer_figures_together/);
  });
});
