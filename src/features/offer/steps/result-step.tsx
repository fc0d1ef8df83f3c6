import { useDeferredValue, type ReactNode } from 'react';
import {
  CalculationFigures,
  PaymentPlanChart,
  PaymentPlanTable,
} from '../../../components/calculation';
import { ErrorSummary } from '../components/error-summary';
import { FiguresStatus } from '../components/figures-status';
import { OfferSummary } from '../components/offer-summary';
import { CampaignOptions, FundingInterestOptions } from '../components/rate-options';
import { useOfferCalculation } from '../hooks/offer-calculation';
import { fieldForPath, type OfferField } from '../model/field-paths';

interface ResultStepProps {
  onGoToField: (field: OfferField) => void;
  /** The applicant form and what became of sending it. */
  children?: ReactNode;
}

/** Step 5: the figures, the plan, the campaigns and funding interests, and the application. */
export function ResultStep({ onGoToField, children }: ResultStepProps) {
  const { figures, values, request } = useOfferCalculation();
  const calculation = figures.status === 'incomplete' ? undefined : figures.calculation;
  // The plan is long; the figures above it must not wait for it while the offer changes.
  const deferredCalculation = useDeferredValue(calculation);
  const rateSourceText =
    calculation?.interestRateSource === 'campaign' && values.campaign !== null
      ? `Campaign: ${values.campaign.name}`
      : calculation?.interestRateSource === 'fundingInterest' && values.fundingInterest !== null
        ? `Funding interest: ${values.fundingInterest.name}`
        : undefined;

  return (
    <div className="offer-step__body offer-result">
      {figures.status === 'incomplete' ? (
        <ErrorSummary
          title="The offer cannot be calculated yet"
          items={figures.problems.map((problem) => {
            const field = fieldForPath(problem.path);
            return {
              message: problem.message,
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
          title="Figures"
          headingLevel={3}
          {...(rateSourceText === undefined ? {} : { rateSourceText })}
        />
      )}
      <OfferSummary values={values} request={request} />
      {deferredCalculation === undefined ? null : (
        <div className="offer-result__plan">
          <PaymentPlanChart calculation={deferredCalculation} />
          <PaymentPlanTable calculation={deferredCalculation} />
        </div>
      )}
      <div className="offer-result__options no-print">
        <CampaignOptions />
        <FundingInterestOptions />
      </div>
      <div className="actions no-print">
        <button
          type="button"
          className="button--secondary"
          onClick={() => {
            window.print();
          }}
          disabled={calculation === undefined}
        >
          Print the offer
        </button>
      </div>
      <div className="no-print">{children}</div>
    </div>
  );
}
