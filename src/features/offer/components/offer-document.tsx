import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { todayInNorway } from '../../../domain/calculation';
import { PORTAL_API, type OfferDocumentBody } from '../../../domain/contract';
import { fetchApiFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { describeError } from '../../../lib/api-errors';
import type { Language } from '../../../lib/i18n/languages';
import { useLocale } from '../../../lib/locale';
import { useOfferCalculation } from '../hooks/offer-calculation';
import type { OfferFormValues } from '../model/offer-form-values';
import { toCalculationRequest } from '../model/to-calculation-request';

/** The customer's locale (the customer step) as the language of what they take home. */
const LANGUAGE_OF_CUSTOMER_LOCALE: Record<string, Language> = { 'nb-NO': 'nb', en: 'en' };

const LANGUAGE_OPTIONS = [
  { value: 'nb', label: 'offer.customerLocale.nbNO' },
  { value: 'en', label: 'offer.customerLocale.en' },
] as const;

/**
 * "Offer for the customer": the portal server writes the PDF from the service's own
 * calculation, in the customer's language (their locale, or chosen here).
 */
export function OfferDocument({ onMade }: { onMade?: (() => void) | undefined }) {
  const { t, language: portalLanguage } = useLocale();
  const { figures, values } = useOfferCalculation();
  // Kept with the offer: the saved offer is found by it, and the next PDF carries it again.
  const { register, getValues } = useFormContext<OfferFormValues>();
  const [chosenLanguage, setChosenLanguage] = useState<Language | undefined>(undefined);
  const languageFor = (customerLocale: string) =>
    chosenLanguage ?? LANGUAGE_OF_CUSTOMER_LOCALE[customerLocale] ?? portalLanguage;
  const language = languageFor(values.customer.locale);
  const id = useId();
  const making = useMutation({
    mutationFn: (body: OfferDocumentBody) =>
      fetchApiFile(PORTAL_API.offerDocument, { body, accept: 'application/pdf' }),
    onSuccess: (file) => {
      // Named in the user's language, whatever the document's: the dealer finds it by that name.
      const date = /(\d{4}-\d{2}-\d{2})\.pdf$/.exec(file.name ?? '')?.[1] ?? todayInNorway();
      const name = t('offer.document.fileName', { date });
      saveFile({ ...file, name }, name);
      onMade?.();
    },
  });

  return (
    <section className="offer-document no-print" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('offer.document.title')}</h3>
      <p className="field__hint">{t('offer.document.lead')}</p>
      <div className="offer-grid">
        <div className="field">
          <label htmlFor={`${id}-name`}>{t('offer.document.customerName')}</label>
          <input
            id={`${id}-name`}
            type="text"
            autoComplete="off"
            maxLength={200}
            {...register('customer.name')}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-language`}>{t('offer.document.language')}</label>
          <select
            id={`${id}-language`}
            value={language}
            onChange={(event) => {
              setChosenLanguage(event.target.value === 'en' ? 'en' : 'nb');
            }}
          >
            {LANGUAGE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {t(option.label)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="actions">
        <button
          type="button"
          className="button--secondary"
          disabled={figures.status === 'incomplete' || making.isPending}
          onClick={() => {
            // The form as it is at the tap: the figures shown may still be a render behind a
            // name or price just typed (OfferCalculationProvider).
            const latest = getValues();
            making.mutate({
              calculationRequest: toCalculationRequest(latest),
              language: languageFor(latest.customer.locale),
              customerName: latest.customer.name,
            });
          }}
        >
          {making.isPending ? t('offer.document.making') : t('offer.document.make')}
        </button>
      </div>
      {making.isError ? (
        <p className="field__error" role="alert">
          {t('offer.document.failed', { reason: describeError(making.error) })}
        </p>
      ) : null}
    </section>
  );
}
