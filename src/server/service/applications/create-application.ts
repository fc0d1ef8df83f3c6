import {
  MAX_IDENTIFIER,
  missingForDecision,
  type AcceptedCreateApplicationBody,
  type Application,
  type Calculation,
} from '../../../domain/contract';
import type { Database } from '../../database';
import { conflict, HttpProblem, unprocessable } from '../../http';
import { recalculate } from '../calculation/recalculate';
import { newEventId } from '../events/record-event';
import { salesPersonExists } from '../sales-people/sales-person-repository';
import { findApplication, insertApplication } from './application-repository';
import {
  claimIdempotencyKey,
  findIdempotencyKey,
  fingerprintOf,
  type IdempotencyKey,
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
 * Creates an application: the figures are recalculated by the engine (client figures are never
 * stored) with the payment plan, the salesperson must exist, the required documents start
 * Missing, and an `application.created` event is written with it. With an idempotency key, a
 * retry of the same body returns the application already created, and another body is a 409.
 *
 * A request that passes its checks costs one statement (`insertApplication`); the rates and the
 * price list come from memory, read before it. Any other request takes the careful way
 * (`refuse`), which answers as the checks always have, in their order: the key first.
 */
export async function createApplication(
  database: Database,
  input: CreateApplicationInput,
): Promise<{ application: Application; replayed: boolean }> {
  const { calculationRequest, applicant } = input.body;
  const key = input.idempotencyKey;
  const idempotencyKey: IdempotencyKey | undefined =
    key === undefined
      ? undefined
      : { clientId: input.clientId, key, fingerprint: fingerprintOf(input.body) };
  const checked = await checkRequest(database, input);
  if (checked.refusal !== undefined) {
    return refuse(database, input, idempotencyKey, checked.refusal);
  }

  const salesPersonId = calculationRequest.salespersonId ?? null;
  const vendorId = calculationRequest.vendorId ?? null;
  const inserted = await insertApplication(database, {
    createdAt: input.now,
    salesPersonId,
    vendorId,
    applicant,
    calculationRequest,
    calculation: checked.calculation,
    applicantName: `${applicant.firstName} ${applicant.lastName}`.slice(0, 200),
    objectDescription: describeObject(calculationRequest).slice(0, 200),
    documentTypes: requiredDocuments(calculationRequest),
    ...(idempotencyKey === undefined ? {} : { idempotencyKey }),
    createdEvent: {
      eventId: newEventId(),
      data: { status: 'Received', salesPersonId, vendorId },
    },
  });
  switch (inserted.kind) {
    case 'created':
      return { application: inserted.application, replayed: false };
    case 'keyTaken': {
      if (idempotencyKey === undefined) throw new Error('No key was sent, so none was taken');
      // Taken by a request committed before this one's statement, which waited for it if needed.
      const claim = await findIdempotencyKey(database, idempotencyKey);
      if (claim === undefined) throw new Error('The idempotency key vanished after it was taken');
      return replayed(database, claim, idempotencyKey.fingerprint);
    }
    case 'unknownSalesPerson':
      return refuse(database, input, idempotencyKey, unknownSalesPerson());
  }
}

const unknownSalesPerson = () =>
  unprocessable('The salesperson does not exist', [
    { path: 'calculationRequest.salespersonId', message: 'No salesperson has this id' },
  ]);

/** The request's figures, or the first of its checks it fails, salesperson aside. */
async function checkRequest(
  database: Database,
  { body: { calculationRequest, applicant }, now }: CreateApplicationInput,
): Promise<{ calculation: Calculation; refusal?: never } | { refusal: HttpProblem }> {
  const missing = missingForDecision(calculationRequest.customerType, applicant);
  if (missing.length > 0) {
    return { refusal: unprocessable('The bank needs more to decide the application', missing) };
  }
  const vendorId = calculationRequest.vendorId ?? null;
  if (vendorId !== null && vendorId > MAX_IDENTIFIER) {
    return {
      refusal: unprocessable('The vendor does not exist', [
        { path: 'calculationRequest.vendorId', message: 'No vendor has this id' },
      ]),
    };
  }
  try {
    // The application keeps its payment plan whatever the request asked for: it is the offer
    // the customer signs, and whoever opens it later must see the same plan.
    const calculation = await recalculate(
      database,
      { ...calculationRequest, includePaymentPlan: true },
      now,
    );
    return { calculation };
  } catch (error) {
    // A problem of the request waits for the key's answer; the database's own fails now.
    if (error instanceof HttpProblem) return { refusal: error };
    throw error;
  }
}

/**
 * Answers a request that creates nothing, as the checks always did, in one transaction: a key
 * already used replays its application (or is a 409), else the first check it fails, in their
 * order: what the bank needs to decide, the salesperson, the vendor, the figures.
 */
function refuse(
  database: Database,
  input: CreateApplicationInput,
  idempotencyKey: IdempotencyKey | undefined,
  refusal: HttpProblem,
): Promise<{ application: Application; replayed: boolean }> {
  return database.transaction(async (tx) => {
    if (idempotencyKey !== undefined) {
      const claim = await claimIdempotencyKey(tx, { ...idempotencyKey, at: input.now });
      if (claim.kind === 'existing') return replayed(tx, claim, idempotencyKey.fingerprint);
    }
    const { calculationRequest, applicant } = input.body;
    if (missingForDecision(calculationRequest.customerType, applicant).length > 0) throw refusal;
    const salesPersonId = calculationRequest.salespersonId ?? null;
    if (salesPersonId !== null && !(await salesPersonExists(tx, salesPersonId))) {
      throw unknownSalesPerson();
    }
    // Rolled back: the key claimed above stays free for a corrected request.
    throw refusal;
  });
}

/** The application a used key was claimed for, if a body with this fingerprint claimed it. */
async function replayed(
  database: Database,
  claim: { fingerprint: string; applicationId: number | null },
  fingerprint: string,
): Promise<{ application: Application; replayed: boolean }> {
  if (claim.fingerprint !== fingerprint) {
    throw conflict('This Idempotency-Key was already used with a different request body', [
      { path: 'idempotency-key', message: 'Use a new key for a different request' },
    ]);
  }
  const existing =
    claim.applicationId === null ? undefined : await findApplication(database, claim.applicationId);
  if (existing === undefined) {
    throw conflict('A request with this Idempotency-Key is still being processed');
  }
  return { application: existing, replayed: true };
}

/** A short line for lists: "2024 Tesla Model Y", else the subtype or type. */
function describeObject(request: AcceptedCreateApplicationBody['calculationRequest']): string {
  const object = request.object;
  const named = [object?.yearModel, object?.make, object?.model]
    .filter((part) => part !== undefined && part !== '')
    .join(' ');
  return named !== '' ? named : (object?.objectSubTypeID ?? object?.objectTypeID ?? 'Object');
}
