import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { Assessment } from '../../../domain/contract';
import { reasonMessage, sayMessage } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import { offerQueries } from '../api/offer-queries';
import { useOfferCalculation } from '../hooks/offer-calculation';
import { fieldForPath, fieldLabel, type OfferField } from '../model/field-paths';

/**
 * How the bank would likely decide the offer as it stands (its credit rules, before its credit
 * check): asked once typing pauses and the offer calculates. Undefined until known, and where the
 * bank's service cannot say.
 */
export function useBankAssessment(): Assessment | undefined {
  const { settledRequest, isSettledRequestValid } = useOfferCalculation();
  const assessment = useQuery({
    ...offerQueries.assessment(settledRequest),
    enabled: isSettledRequestValid,
  });
  return isSettledRequestValid ? (assessment.data ?? undefined) : undefined;
}

/**
 * What the bank's rules find in the offer, before the salesperson sends it: each finding in the
 * user's language, leading to the field it concerns. Says nothing while nothing is found.
 */
export function BankAssessment({ onGoToField }: { onGoToField: (field: OfferField) => void }) {
  const assessment = useBankAssessment();
  const { t } = useLocale();
  const titleId = useId();
  if (assessment === undefined || assessment.findings.length === 0) return null;
  const unlikely = assessment.outcome === 'unlikely';
  return (
    <section
      className={unlikely ? 'bank-assessment bank-assessment--unlikely' : 'bank-assessment'}
      aria-labelledby={titleId}
      role="status"
    >
      <p className="bank-assessment__title" id={titleId}>
        {unlikely ? t('offer.assessment.unlikely') : t('offer.assessment.refer')}
      </p>
      <ul>
        {assessment.findings.map((finding) => {
          const message = sayMessage(
            reasonMessage({
              reason: finding.reason,
              reasonCode: finding.code,
              reasonParams: finding.params,
            }),
          );
          const field = finding.path === undefined ? undefined : fieldForPath(finding.path);
          return (
            <li key={finding.code}>
              {field === undefined ? (
                message
              ) : (
                <button
                  type="button"
                  className="bank-assessment__link"
                  onClick={() => {
                    onGoToField(field);
                  }}
                >
                  {t('offer.status.reason', { label: fieldLabel(field), message })}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
