import { useFormContext, useWatch } from 'react-hook-form';
import { isBlank, parseNumber } from '../../../lib/parse-number';
import { useLocale } from '../../../lib/locale';
import { RadioGroup, SelectField, TextField } from '../components/fields';
import { FundingInterestOptions } from '../components/rate-options';
import type { OfferFormValues } from '../model/offer-form-values';
import { cashPriceOf } from '../model/to-calculation-request';

const LOAN_TYPE_OPTIONS = [
  { value: 'Annuity', label: 'Annuity loan' },
  { value: 'Serial', label: 'Serial loan' },
  { value: 'Leasing', label: 'Leasing' },
];
const MODE_OPTIONS = [
  { value: 'amount', label: 'NOK' },
  { value: 'percent', label: '% of the cash price' },
];
const TERM_LENGTH_OPTIONS = [
  { value: '1', label: 'Monthly (1 month)' },
  { value: '3', label: 'Quarterly (3 months)' },
  { value: '6', label: 'Half-yearly (6 months)' },
  { value: '12', label: 'Yearly (12 months)' },
];

/** Step 3: how it is paid: loan type, equity, fees, terms, residual value, rate, delivery. */
export function FinancialStep() {
  const { control, getValues, setValue } = useFormContext<OfferFormValues>();
  const { amount } = useLocale();
  const [equityMode, equity, residualMode, residual, fundingInterest, campaign] = useWatch({
    control,
    name: [
      'financial.equityMode',
      'financial.equity',
      'financial.residualMode',
      'financial.residual',
      'fundingInterest',
      'campaign',
    ],
  });
  // The cash price the percentages are of, said in kroner beside the field.
  const cashPrice = cashPriceOf(getValues());
  const ofPrice = (text: string) => {
    const percent = parseNumber(text);
    if (isBlank(text) || percent === undefined || cashPrice === undefined) return undefined;
    return `${amount(Math.round(percent * cashPrice) / 100)} of ${amount(cashPrice)}`;
  };

  return (
    <div className="offer-step__body">
      <RadioGroup name="financial.loanType" legend="Loan type" options={LOAN_TYPE_OPTIONS} />

      <div className="offer-grid">
        <div className="offer-amount-or-percent">
          <RadioGroup name="financial.equityMode" legend="Equity given as" options={MODE_OPTIONS} />
          <TextField
            name="financial.equity"
            label={equityMode === 'percent' ? 'Equity (%)' : 'Equity (NOK)'}
            numeric
            hint={
              equityMode === 'percent'
                ? (ofPrice(equity) ?? 'Percent of the cash price')
                : 'What the customer pays up front'
            }
          />
        </div>
        <div className="offer-amount-or-percent">
          <RadioGroup
            name="financial.residualMode"
            legend="Residual value given as"
            options={MODE_OPTIONS}
          />
          <TextField
            name="financial.residual"
            label={residualMode === 'percent' ? 'Residual value (%)' : 'Residual value (NOK)'}
            numeric
            hint={
              residualMode === 'percent'
                ? (ofPrice(residual) ?? 'Percent of the cash price')
                : 'Balloon due after the last term'
            }
          />
        </div>
      </div>

      <div className="offer-grid">
        <TextField name="financial.termCount" label="Number of terms" numeric />
        <SelectField
          name="financial.termLength"
          label="Term length"
          options={TERM_LENGTH_OPTIONS}
        />
        <TextField name="financial.termFee" label="Term fee (NOK)" numeric />
        <TextField name="financial.startupFee" label="Startup fee (NOK)" numeric />
        <TextField name="financial.nonRecurrentFee" label="Non-recurrent fee (NOK)" numeric />
        <TextField
          name="financial.deliveryDate"
          label="Delivery date"
          type="date"
          hint="The plan starts here; empty: today"
        />
      </div>

      <h3 className="offer-step__subheading">Interest</h3>
      <div className="offer-grid">
        <TextField
          name="financial.interestRate"
          label="Nominal interest rate (% per year)"
          numeric
          hint={
            campaign !== null
              ? `The campaign ${campaign.name} gives the rate while it is applied`
              : fundingInterest !== null
                ? `The funding interest ${fundingInterest.name} gives the rate while it is applied`
                : 'Or choose a funding interest below'
          }
        />
      </div>
      {fundingInterest === null ? (
        <FundingInterestOptions headingLevel={4} />
      ) : (
        <div className="rate-options__applied" role="group" aria-label="Funding interest">
          <p>
            Funding interest <strong>{fundingInterest.name}</strong> applied.
          </p>
          <button
            type="button"
            className="button--secondary"
            onClick={() => {
              setValue('fundingInterest', null, { shouldDirty: true });
            }}
          >
            Remove {fundingInterest.name}
          </button>
        </div>
      )}
    </div>
  );
}
