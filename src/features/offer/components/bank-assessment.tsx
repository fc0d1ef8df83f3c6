import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useId, type ReactNode } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import type { ApplicantFinances, Assessment } from '../../../domain/contract';
import { reasonMessage, sayMessage } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import { offerQueries } from '../api/offer-queries';
import { SERVICE_DEBOUNCE_MS, useOfferCalculation } from '../hooks/offer-calculation';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { financesOf } from '../model/applicant-schema';
import type { ApplicantValues } from '../model/applicant-values';
import { fieldForPath, fieldLabel, type OfferField } from '../model/field-paths';

/** The household's finances as typed in the applicant form, once typing pauses. */
const ApplicantFinancesContext = createContext<ApplicantFinances | undefined>(undefined);

/**
 * Gives the bank's assessment the household's finances typed in the applicant form: the offer's
 * findings and the household's come in one answer. Only this provider renders as the dealer types.
 */
export function ApplicantFinancesProvider({
  control,
  customerType,
  children,
}: {
  control: Control<ApplicantValues>;
  customerType: string;
  children: ReactNode;
}) {
  const typed = useWatch({ control }) as ApplicantValues;
  const finances = useDebouncedValue(financesOf(typed, customerType), SERVICE_DEBOUNCE_MS);
  return (
    <ApplicantFinancesContext.Provider value={finances}>
      {children}
    </ApplicantFinancesContext.Provider>
  );
}

/**
 * How the bank would likely decide the offer as it stands (its credit rules, before its credit
 * check), with the household's finances once typed: asked once typing pauses and the offer
 * calculates. Undefined until known, and where the bank's service cannot say.
 */
export function useBankAssessment(): Assessment | undefined {
  const { settledRequest, isSettledRequestValid } = useOfferCalculation();
  const finances = useContext(ApplicantFinancesContext);
  const assessment = useQuery({
    ...offerQueries.assessment(settledRequest, finances),
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
  const loanType = useOfferCalculation().settledRequest.financialParameters?.loanType;
  const { t } = useLocale();
  const titleId = useId();
  // The household's findings are said beside its figures, in the applicant form.
  const findings = (assessment?.findings ?? []).filter(
    (finding) => !finding.path?.startsWith('applicant.'),
  );
  if (assessment === undefined || findings.length === 0) return null;
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
        {findings.map((finding) => {
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
                  {t('offer.status.reason', { label: fieldLabel(field, loanType), message })}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
