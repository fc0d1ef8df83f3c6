import { todayInNorway } from '../../../domain/calculation';
import {
  APPLICATION_NOT_FOUND,
  reasonText,
  type Application,
  type ConfirmDeliveryBody,
  type FieldError,
  type ReasonCode,
} from '../../../domain/contract';
import type { Database } from '../../database';
import { conflict, notFound, unprocessable } from '../../http';
import { findApplication, lockApplicationStatus } from '../applications/application-repository';

/** An identifier as it is meant, however it was typed: `ab 12345` is `AB12345`. */
const normalIdentifier = (typed: string): string => typed.replace(/[\s-]/g, '').toUpperCase();

const refusal = (path: keyof ConfirmDeliveryBody, code: ReasonCode): FieldError => ({
  path,
  message: reasonText(code),
  code,
});

/**
 * What is wrong with a delivery of this application's object: a registration or chassis number
 * that is not the object's (when the application names it), a delivery after now or before the
 * (Norwegian) day the application was sent.
 */
function deliveryRefusals(
  application: Application,
  delivery: ConfirmDeliveryBody,
  now: Date,
): FieldError[] {
  const refusals: FieldError[] = [];
  const { carRegNo, carChassisNo } = application.calculationRequest.object ?? {};
  const differs = (expected: string | undefined, given: string | undefined) =>
    expected !== undefined &&
    normalIdentifier(expected) !== '' &&
    normalIdentifier(expected) !== normalIdentifier(given ?? '');
  if (differs(carRegNo, delivery.registrationNumber)) {
    refusals.push(refusal('registrationNumber', 'DELIVERY_REGISTRATION_NUMBER_MISMATCH'));
  }
  if (differs(carChassisNo, delivery.chassisNumber)) {
    refusals.push(refusal('chassisNumber', 'DELIVERY_CHASSIS_NUMBER_MISMATCH'));
  }
  const deliveredAt = new Date(delivery.deliveredAt);
  if (deliveredAt > now) {
    refusals.push(refusal('deliveredAt', 'DELIVERY_DATE_IN_FUTURE'));
  } else if (todayInNorway(deliveredAt) < todayInNorway(new Date(application.createdAt))) {
    refusals.push(refusal('deliveredAt', 'DELIVERY_DATE_BEFORE_APPLICATION'));
  }
  return refusals;
}

/**
 * The dealer confirms the object delivered, which asks the bank to pay out: only once the
 * contract is signed, and only once (else 409); a delivery that is not of the financed object is
 * 422 naming each field. Either way nothing is stored.
 */
export async function confirmDelivery(
  database: Database,
  applicationId: number,
  delivery: ConfirmDeliveryBody,
  now: Date,
): Promise<Application> {
  return database.transaction(async (tx) => {
    const status = await lockApplicationStatus(tx, applicationId);
    if (status === undefined) throw notFound(APPLICATION_NOT_FOUND);
    const application = await findApplication(tx, applicationId);
    if (application === undefined) throw notFound(APPLICATION_NOT_FOUND);
    if (status !== 'Signed' || application.delivery !== undefined) {
      throw conflict(
        application.delivery === undefined
          ? `An application in status ${status} takes no delivery: the contract must be signed`
          : 'The delivery of this application is confirmed already',
      );
    }
    const refusals = deliveryRefusals(application, delivery, now);
    if (refusals.length > 0) {
      throw unprocessable(
        'The delivery is not of the financed object as the bank has it',
        refusals,
      );
    }
    await tx.query(
      `INSERT INTO application_delivery (application_id, delivered_at, registration_number,
         chassis_number, odometer_km, confirmed_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        applicationId,
        delivery.deliveredAt,
        // Kept as registers write them: capitals, and a chassis number without spaces.
        delivery.registrationNumber?.toUpperCase() ?? null,
        normalIdentifier(delivery.chassisNumber),
        delivery.odometerKm,
        now.toISOString(),
      ],
    );
    await tx.query('UPDATE application SET updated_at = $2 WHERE application_id = $1', [
      applicationId,
      now.toISOString(),
    ]);
    const confirmed = await findApplication(tx, applicationId);
    if (confirmed === undefined) throw new Error('The application could not be read back');
    return confirmed;
  });
}
