import { z } from 'zod';
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

/** Checks the form and turns it into the body of `POST /application/{id}/delivery`. */
export const DeliveryFormSchema = z
  .object({
    deliveredAt: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, {
      error: laterMessage('applications.delivery.error.deliveredAt'),
    }),
    registrationNumber: z.string().trim(),
    chassisNumber: z
      .string()
      .trim()
      .min(1, { error: laterMessage('applications.delivery.error.chassisNumber') }),
    odometerKm: z
      .string()
      .transform((typed) => typed.replace(/\s/g, ''))
      .pipe(
        z
          .string()
          .regex(/^\d{1,8}$/, { error: laterMessage('applications.delivery.error.odometerKm') }),
      )
      .transform(Number)
      .pipe(
        z.int().max(MAX_ODOMETER_KM, {
          error: laterMessage('applications.delivery.error.odometerKm'),
        }),
      ),
  })
  .transform((values): ConfirmDeliveryBody => ({
    deliveredAt: osloLocalToOffset(values.deliveredAt),
    ...(values.registrationNumber === '' ? {} : { registrationNumber: values.registrationNumber }),
    chassisNumber: values.chassisNumber,
    odometerKm: values.odometerKm,
  }));
