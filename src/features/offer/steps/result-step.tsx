import { useDeferredValue, type ReactNode } from 'react';
import type { Calculation } from '../../../domain/contract';
import {
  CalculationFigures,
  PaymentPlanChart,
  PaymentPlanTable,
} from '../../../components/calculation';
import { problemMessage } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import { BankAssessment } from '../components/bank-assessment';
import { ErrorSummary } from '../components/error-summary';
import { FiguresStatus } from '../components/figures-status';
import { OfferDocument } from '../components/offer-document';
import { OfferSummary } from '../components/offer-summary';
import { PaymentGrid } from '../components/payment-grid';
import { CampaignOptions, FundingInterestOptions } from '../components/rate-options';
import { useOfferCalculation } from '../hooks/offer-calculation';
import { fieldForPath, type OfferField } from '../model/field-paths';

interface ResultStepProps {
  onGoToField: (field: OfferField) => void;
  /** The offer was sent: its figures, plan and PDF, but nothing that changes it. */
  sent?: boolean;
  /** The applicant form and what became of sending it. */
  children?: ReactNode;
  /** Called when the customer's PDF is made. */
  onOfferDocumentMade?: () => void;
}

/** Step 5: the figures, the plan, the campaigns and funding interests, and the application. */
export function ResultStep({
  onGoToField,
  sent = false,
  children,
  onOfferDocumentMade,
}: ResultStepProps) {
  const { figures, values, request } = useOfferCalculation();
  const calculation = figures.status === 'incomplete' ? undefined : figures.calculation;
  const { t } = useLocale();
  const rateSourceNames = {
    campaign: values.campaign?.name,
    fundingInterest: values.fundingInterest?.name,
  };

  return (
    <div className="offer-step__body offer-result">
      {figures.status === 'incomplete' ? (
        <ErrorSummary
          title={t('offer.result.cannotCalculate')}
          items={figures.problems.map((problem) => {
            const field = fieldForPath(problem.path);
            return {
              message: problemMessage(problem),
              ...(field === undefined
                ? {}
                : {
                    onSelect: () => {
                      onGoToField(field);
                    },
                  }),
            };
          })}
        />
      ) : null}
      <FiguresStatus figures={figures} />
      {calculation === undefined ? null : (
        <CalculationFigures
          calculation={calculation}
          title={t('offer.result.figures')}
          headingLevel={3}
          rateSourceNames={rateSourceNames}
        />
      )}
      <OfferSummary values={values} request={request} />
      {sent ? null : <PaymentGrid />}
      <Plan calculation={calculation} />
      {sent ? null : (
        <div className="offer-result__options no-print">
          <CampaignOptions />
          <FundingInterestOptions />
        </div>
      )}
      <OfferDocument onMade={onOfferDocumentMade} />
      <div className="actions no-print">
        <button
          type="button"
          className="button--secondary"
          onClick={() => {
            window.print();
          }}
          disabled={calculation === undefined}
        >
          {t('offer.result.print')}
        </button>
      </div>
      <div className="no-print">
        <BankAssessment onGoToField={onGoToField} />
        {children}
      </div>
    </div>
  );
}

/**
 * The plan is long: the figures above it must not wait for it while the offer changes. Only this
 * part renders again with the deferred calculation, after the key's frame.
 */
function Plan({ calculation }: { calculation: Calculation | undefined }) {
  const deferred = useDeferredValue(calculation);
  if (deferred === undefined) return null;
  return (
    <div className="offer-result__plan">
      <PaymentPlanChart calculation={deferred} />
      <PaymentPlanTable calculation={deferred} />
    </div>
  );
}
