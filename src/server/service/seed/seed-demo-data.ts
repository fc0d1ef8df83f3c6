import type { Database } from '../../database';
import { consentGiven } from '../../../domain/contract/example-requests';
import { createApplication } from '../applications/create-application';
import { changeApplicationStatus, changeDocumentStatus } from '../applications/status-changes';
import { sendContract, signingTokensOf, signWithToken } from '../deal/contract-signing';
import { confirmDelivery } from '../deal/delivery';
import { insertProduct } from '../products/product-repository';
import { CAMPAIGNS } from '../rate-rules/campaigns';
import { FUNDING_INTERESTS } from '../rate-rules/funding-interests';
import { insertRateRule } from '../rate-rules/rate-rule-repository';
import { insertSalesPerson } from '../sales-people/sales-person-repository';
import { demoApplications, type DemoApplication } from './demo-applications';
import { shiftDays } from './demo-dates';
import { demoCampaigns, demoFundingInterests } from './demo-rate-rules';
import { DEMO_PRODUCTS } from './demo-products';
import { DEMO_SALES_PEOPLE } from './demo-sales-people';

/** The demo history was made through the bank's API. */
const BANK = { type: 'bank' } as const;

// Serialises seeding by several processes on one PostgreSQL server.
const SEED_LOCK_ID = 4_711_002;

/**
 * Loads the demo data set into an empty database, in one transaction; a database holding any
 * salesperson, campaign, funding interest or application is left alone (the price list is loaded
 * into a database that has no product). Validity windows are
 * relative to `now`, so the demo keeps working whenever it is started. Applications go through
 * the same code as the API: recalculated by the engine, with documents and status history.
 */
export async function seedDemoData(database: Database, now: Date = new Date()): Promise<void> {
  await database.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_ID]);
    // The price list came later: a database seeded before it gets it on its own.
    const { rows: priced } = await tx.query<{ empty: boolean }>(
      'SELECT NOT EXISTS (SELECT 1 FROM product) AS empty',
    );
    if (priced[0]?.empty === true) {
      for (const product of DEMO_PRODUCTS) await insertProduct(tx, product);
    }
    const { rows } = await tx.query<{ empty: boolean }>(
      `SELECT NOT (EXISTS (SELECT 1 FROM sales_person) OR EXISTS (SELECT 1 FROM campaign)
        OR EXISTS (SELECT 1 FROM funding_interest) OR EXISTS (SELECT 1 FROM application)) AS empty`,
    );
    if (rows[0]?.empty !== true) return;

    for (const salesPerson of DEMO_SALES_PEOPLE) await insertSalesPerson(tx, salesPerson);
    for (const campaign of demoCampaigns(now)) {
      await insertRateRule(tx, CAMPAIGNS, campaign.campaignId, campaign);
    }
    for (const fundingInterest of demoFundingInterests(now)) {
      await insertRateRule(
        tx,
        FUNDING_INTERESTS,
        fundingInterest.fundingInterestId,
        fundingInterest,
      );
    }

    // Oldest first, so application ids grow with creation time as they would in real use.
    const applications = demoApplications(now).sort((a, b) => b.createdDaysAgo - a.createdDaysAgo);
    for (const demo of applications) {
      let at = shiftDays(now, -demo.createdDaysAgo);
      const { application } = await createApplication(tx, {
        // The customer consented at the desk, as the application was sent.
        body: { ...demo.body, applicant: { ...demo.body.applicant, consent: consentGiven(at) } },
        clientId: 'demo-seed',
        now: at,
      });
      const nextMoment = () => (at = new Date(at.getTime() + 3 * 60 * 60 * 1000));
      for (const move of demo.documentMoves) {
        const document = application.documents.find((d) => d.documentType === move.documentType);
        if (document === undefined) {
          throw new Error(`Demo application lacks a ${move.documentType} document`);
        }
        for (const status of move.statuses) {
          await changeDocumentStatus(
            tx,
            application.applicationId,
            document.documentId,
            { status },
            nextMoment(),
            BANK,
          );
        }
      }
      for (const move of demo.statusMoves) {
        await makeMove(tx, demo, application.applicationId, move, nextMoment());
      }
    }
  });
}

/**
 * A status move as the deal makes it, so that its records exist as they would: the contract
 * sent with a signing link for each signer, signed by each of them, the object delivered before
 * the payout. Any other move is the bank's.
 */
async function makeMove(
  tx: Database,
  demo: DemoApplication,
  applicationId: number,
  move: DemoApplication['statusMoves'][number],
  at: Date,
): Promise<void> {
  if (move.status === 'ContractSent') {
    await sendContract(tx, applicationId, 'remote', at);
    return;
  }
  if (move.status === 'Signed') {
    for (const token of await signingTokensOf(tx, applicationId)) {
      if (token !== null) await signWithToken(tx, token, at);
    }
    return;
  }
  if (move.status === 'PaidOut' && demo.delivery !== undefined) {
    const deliveredAt = new Date(at.getTime() - 60 * 60 * 1000).toISOString();
    await confirmDelivery(tx, applicationId, { ...demo.delivery, deliveredAt }, at);
  }
  await changeApplicationStatus(tx, applicationId, move, at, BANK);
}
