import {
  MAX_IDENTIFIER,
  missingForDecision,
  type AcceptedCreateApplicationBody,
  type Application,
} from '../../../domain/contract';
import type { Database } from '../../database';
import { conflict, unprocessable } from '../../http';
import { recalculate } from '../calculation/recalculate';
import { recordEvent } from '../events/record-event';
import { salesPersonExists } from '../sales-people/sales-person-repository';
import { findApplication, insertApplication } from './application-repository';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  fingerprintOf,
} from './idempotency-repository';
import { requiredDocuments } from './required-documents';

export interface CreateApplicationInput {
  body: AcceptedCreateApplicationBody;
  /** Who asks; idempotency keys are scoped per client. */
  clientId: string;
  idempotencyKey?: string;
  now: Date;
}

/**
 * Creates an application in one transaction: the figures are recalculated by the engine (client
 * figures are never stored) with the payment plan, the salesperson must exist, the required
 * documents start Missing, and an `application.created` event is written with it.
 * With an idempotency key, a retry of the same body returns the application already created.
 */
export async function createApplication(
  database: Database,
  input: CreateApplicationInput,
): Promise<{ application: Application; replayed: boolean }> {
  return database.transaction(async (tx) => {
    const key = input.idempotencyKey;
    if (key !== undefined) {
      const fingerprint = fingerprintOf(input.body);
      const claim = await claimIdempotencyKey(tx, {
        clientId: input.clientId,
        key,
        fingerprint,
        at: input.now,
      });
      if (claim.kind === 'existing') {
        if (claim.fingerprint !== fingerprint) {
          throw conflict('This Idempotency-Key was already used with a different request body', [
            { path: 'idempotency-key', message: 'Use a new key for a different request' },
          ]);
        }
        const existing =
          claim.applicationId === null ? undefined : await findApplication(tx, claim.applicationId);
        if (existing === undefined) {
          throw conflict('A request with this Idempotency-Key is still being processed');
        }
        return { application: existing, replayed: true };
      }
    }

    const { calculationRequest, applicant } = input.body;
    const missing = missingForDecision(calculationRequest.customerType, applicant);
    if (missing.length > 0) {
      throw unprocessable('The bank needs more to decide the application', missing);
    }
    const salesPersonId = calculationRequest.salespersonId ?? null;
    if (salesPersonId !== null && !(await salesPersonExists(tx, salesPersonId))) {
      throw unprocessable('The salesperson does not exist', [
        { path: 'calculationRequest.salespersonId', message: 'No salesperson has this id' },
      ]);
    }
    const vendorId = calculationRequest.vendorId ?? null;
    if (vendorId !== null && vendorId > MAX_IDENTIFIER) {
      throw unprocessable('The vendor does not exist', [
        { path: 'calculationRequest.vendorId', message: 'No vendor has this id' },
      ]);
    }
    // The application keeps its payment plan whatever the request asked for: it is the offer
    // the customer signs, and whoever opens it later must see the same plan.
    const calculation = await recalculate(
      tx,
      { ...calculationRequest, includePaymentPlan: true },
      input.now,
    );
    const applicationId = await insertApplication(tx, {
      createdAt: input.now,
      salesPersonId,
      vendorId,
      applicant,
      calculationRequest,
      calculation,
      applicantName: `${applicant.firstName} ${applicant.lastName}`.slice(0, 200),
      objectDescription: describeObject(calculationRequest).slice(0, 200),
      documentTypes: requiredDocuments(calculationRequest),
    });
    if (key !== undefined) {
      await completeIdempotencyKey(tx, { clientId: input.clientId, key, applicationId });
    }
    const application = await findApplication(tx, applicationId);
    if (application === undefined) throw new Error('The new application could not be read back');
    await recordEvent(
      tx,
      'application.created',
      { applicationId, status: application.status, salesPersonId, vendorId },
      input.now,
    );
    return { application, replayed: false };
  });
}

/** A short line for lists: "2024 Tesla Model Y", else the subtype or type. */
function describeObject(request: AcceptedCreateApplicationBody['calculationRequest']): string {
  const object = request.object;
  const named = [object?.yearModel, object?.make, object?.model]
    .filter((part) => part !== undefined && part !== '')
    .join(' ');
  return named !== '' ? named : (object?.objectSubTypeID ?? object?.objectTypeID ?? 'Object');
}
