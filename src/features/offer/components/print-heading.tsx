import { useWatch, type Control } from 'react-hook-form';
import { useAuth } from '../../../auth';
import { useLocale } from '../../../lib/locale';
import type { ApplicantValues } from '../model/applicant-values';
import type { OfferFormValues } from '../model/offer-form-values';

/**
 * What a printed offer opens with, and the screen does not show: the date, the dealership, the
 * salesperson and the customer (the name given for the customer's document, else the applicant).
 */
export function PrintHeading({
  offer,
  applicant,
}: {
  offer: Control<OfferFormValues>;
  applicant: Control<ApplicantValues>;
}) {
  const { dealerName, user } = useAuth();
  const { t, date } = useLocale();
  const customerName = useWatch({ control: offer, name: 'customer.name' });
  const [companyName, firstName, lastName] = useWatch({
    control: applicant,
    name: ['companyName', 'firstName', 'lastName'],
  });
  const customer = customerName.trim() || companyName.trim() || `${firstName} ${lastName}`.trim();
  return (
    <div className="print-only offer-print-heading">
      <p>{t('offer.page.printHeading', { date: date(new Date().toISOString()) })}</p>
      <dl>
        <dt>{t('offer.print.dealer')}</dt>
        <dd>{dealerName}</dd>
        <dt>{t('offer.print.salesperson')}</dt>
        <dd>{user.name}</dd>
        {customer === '' ? null : (
          <>
            <dt>{t('offer.print.customer')}</dt>
            <dd>{customer}</dd>
          </>
        )}
      </dl>
    </div>
  );
}
