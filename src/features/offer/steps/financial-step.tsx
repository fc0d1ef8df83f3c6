import { useFormContext, useWatch } from 'react-hook-form';
import { percentOfAmount } from '../../../domain/calculation';
import { isBlank, parseNumber } from '../../../lib/parse-number';
import { useLocale } from '../../../lib/locale';
import { RadioGroup, SelectField, TextField } from '../components/fields';
import { FundingInterestOptions } from '../components/rate-options';
import type { OfferFormValues } from '../model/offer-form-values';
import { cashPriceOfValues } from '../model/to-calculation-request';

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
  const cashPrice = cashPriceOfValues(getValues());
  const ofPrice = (text: string) => {
    const percent = parseNumber(text);
    if (isBlank(text) || percent === undefined || cashPrice === undefined) return undefined;
    return `${amount(percentOfAmount(percent, cashPrice))} of ${amount(cashPrice)}`;
  };

  return (
    <div className="offer-step__body">
      <RadioGroup name="financial.loanType" legend="Loan type" options={LOAN_TYPE_OPTIONS} />

      <div className="offer-grid">
        <AmountOrPercentField
          modeName="financial.equityMode"
          name="financial.equity"
          what="Equity"
          mode={equityMode}
          percentHint={ofPrice(equity)}
          amountHint="What the customer pays up front"
        />
        <AmountOrPercentField
          modeName="financial.residualMode"
          name="financial.residual"
          what="Residual value"
          mode={residualMode}
          percentHint={ofPrice(residual)}
          amountHint="Balloon due after the last term"
        />
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

interface AmountOrPercentFieldProps {
  modeName: 'financial.equityMode' | 'financial.residualMode';
  name: 'financial.equity' | 'financial.residual';
  /** What the amount is, e.g. "Equity": it names the radio group and the field. */
  what: string;
  mode: string;
  /** In percent mode, the kroner the percentage comes to, when it can be worked out. */
  percentHint: string | undefined;
  amountHint: string;
}

/** An amount in NOK or a percent of the cash price, as the user chooses. */
function AmountOrPercentField({
  modeName,
  name,
  what,
  mode,
  percentHint,
  amountHint,
}: AmountOrPercentFieldProps) {
  const percent = mode === 'percent';
  return (
    <div className="offer-amount-or-percent">
      <RadioGroup name={modeName} legend={`${what} given as`} options={MODE_OPTIONS} />
      <TextField
        name={name}
        label={percent ? `${what} (%)` : `${what} (NOK)`}
        numeric
        hint={percent ? (percentHint ?? 'Percent of the cash price') : amountHint}
      />
    </div>
  );
}
