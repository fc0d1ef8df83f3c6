import { z } from 'zod/mini';
import { MAX_ODOMETER_KM, type ConfirmDeliveryBody } from '../../../domain/contract';
import { NORWEGIAN_TIME_ZONE, osloLocalToOffset } from '../../../domain/norwegian-time';
import { laterMessage } from '../../../lib/i18n';

/** What the delivery form holds while it is typed in. */
export interface DeliveryFormValues {
  /** `YYYY-MM-DDTHH:mm`, Norwegian time, as a datetime-local input gives it. */
  deliveredAt: string;
  registrationNumber: string;
  chassisNumber: string;
  odometerKm: string;
}

/** Now, in Norwegian time, as a datetime-local input shows it. */
export const norwegianNow = (now = new Date()): string =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: NORWEGIAN_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(now)
    .replace(' ', 'T');

const odometerError = { error: laterMessage('applications.delivery.error.odometerKm') };

/** The odometer as typed, spaces allowed ("12 345"): a whole number of kilometres. */
const odometerKm = z
  .pipe(
    z.string().check(
      z.overwrite((typed) => typed.replace(/\s/g, '')),
      z.regex(/^\d{1,8}$/, odometerError),
    ),
    z.transform(Number),
  )
  .check(z.maximum(MAX_ODOMETER_KM, odometerError));

/** Checks the form and turns it into the body of `POST /application/{id}/delivery`. */
export const DeliveryFormSchema = z.pipe(
  z.object({
    deliveredAt: z.string().check(
      z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, {
        error: laterMessage('applications.delivery.error.deliveredAt'),
      }),
    ),
    registrationNumber: z.string().check(z.trim()),
    chassisNumber: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, { error: laterMessage('applications.delivery.error.chassisNumber') }),
      ),
    odometerKm,
  }),
  z.transform((values): ConfirmDeliveryBody => ({
    deliveredAt: osloLocalToOffset(values.deliveredAt),
    ...(values.registrationNumber === '' ? {} : { registrationNumber: values.registrationNumber }),
    chassisNumber: values.chassisNumber,
    odometerKm: values.odometerKm,
  })),
);
