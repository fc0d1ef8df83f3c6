import { Trans } from '@lingui/react';
import { useFormContext, useWatch } from 'react-hook-form';
import { percentOfAmount, roundHalfUp } from '../../../domain/calculation';
import { LOAN_TYPES } from '../../../domain/contract';
import { isBlank, parseNumber, written } from '../../../lib/parse-number';
import { useLocale } from '../../../lib/locale';
import { optionsOf, RadioGroup, SelectField, TextField } from '../components/fields';
import { ProductNote } from '../components/product-note';
import { CampaignOptions, FundingInterestOptions } from '../components/rate-options';
import { fieldLabel } from '../model/field-paths';
import type { OfferFormValues } from '../model/offer-form-values';
import { cashPriceOfValues } from '../model/to-calculation-request';

const TERM_LENGTHS = ['1', '3', '6', '12'] as const;

/**
 * Step 3: how it is paid: loan type, equity, fees, terms, residual value, rate, delivery; the
 * price list's product it starts from, and the campaigns that apply, with what each would change.
 */
export function FinancialStep() {
  const { control, setValue } = useFormContext<OfferFormValues>();
  const { t } = useLocale();
  const [fundingInterest, campaign] = useWatch({ control, name: ['fundingInterest', 'campaign'] });

  return (
    <div className="offer-step__body">
      <ProductNote />
      <RadioGroup
        name="financial.loanType"
        options={optionsOf(LOAN_TYPES, (loanType) => t(`common.loanType.${loanType}`))}
      />

      <div className="offer-grid">
        <AmountOrPercentField name="financial.equity" />
        <AmountOrPercentField name="financial.residual" />
      </div>

      <div className="offer-grid">
        <TextField name="financial.termCount" numeric />
        <SelectField
          name="financial.termLength"
          options={optionsOf(TERM_LENGTHS, (length) => t(`offer.financial.termLength.${length}`))}
        />
        <TextField name="financial.termFee" amount />
        <TextField name="financial.startupFee" amount />
        <TextField name="financial.nonRecurrentFee" amount />
        <TextField
          name="financial.deliveryDate"
          type="date"
          hint={t('offer.financial.deliveryDate.hint')}
        />
      </div>

      <h3 className="offer-step__subheading">{t('offer.financial.heading.interest')}</h3>
      <div className="offer-grid">
        <TextField
          name="financial.interestRate"
          label={t('offer.field.financial.interestRatePerYear')}
          numeric
          hint={
            campaign !== null
              ? t('offer.financial.interestRate.campaignHint', { name: campaign.name })
              : fundingInterest !== null
                ? t('offer.financial.interestRate.fundingHint', { name: fundingInterest.name })
                : t('offer.financial.interestRate.hint')
          }
        />
      </div>
      {fundingInterest === null ? (
        <FundingInterestOptions headingLevel={4} />
      ) : (
        <div
          className="rate-options__applied"
          role="group"
          aria-label={t('offer.rates.fundingInterestGroup')}
        >
          <p>
            <Trans
              id="offer.financial.fundingApplied"
              values={{ name: fundingInterest.name }}
              components={{ 0: <strong /> }}
            />
          </p>
          <button
            type="button"
            className="button--secondary"
            onClick={() => {
              setValue('fundingInterest', null, { shouldDirty: true });
            }}
          >
            {t('offer.rates.remove', { name: fundingInterest.name })}
          </button>
        </div>
      )}
      <CampaignOptions headingLevel={3} />
    </div>
  );
}

/**
 * The same value the other way: kroner as a percent of the cash price (two decimals) or a percent
 * as kroner. Undefined when it cannot be worked out: no number, or no cash price yet.
 */
function convertedText(text: string, toMode: string, cashPrice: number | undefined) {
  const value = parseNumber(text);
  if (isBlank(text) || value === undefined || cashPrice === undefined || cashPrice <= 0) {
    return undefined;
  }
  return written(
    toMode === 'percent'
      ? roundHalfUp((value / cashPrice) * 100, 2)
      : percentOfAmount(value, cashPrice),
  );
}

/**
 * An amount in NOK or a percent of the cash price, as the user chooses. Choosing the other way
 * converts what the field holds (180 000 kr of 389 900 kr becomes 46,17 %), never reads the same
 * number the other way.
 */
function AmountOrPercentField({ name }: { name: 'financial.equity' | 'financial.residual' }) {
  const { amount, t } = useLocale();
  const { control, getValues, setValue } = useFormContext<OfferFormValues>();
  const modeName = `${name}Mode` as const;
  const [mode, text, loanType] = useWatch({
    control,
    name: [modeName, name, 'financial.loanType'],
  });
  const percent = mode === 'percent';
  // In percent mode, the kroner the percentage comes to, when it can be worked out.
  const cashPrice = cashPriceOfValues(getValues());
  const percentValue = parseNumber(text);
  const percentHint =
    isBlank(text) || percentValue === undefined || cashPrice === undefined
      ? t('offer.financial.percentHint')
      : t('offer.financial.ofCashPrice', {
          amount: amount(percentOfAmount(percentValue, cashPrice)),
          cashPrice: amount(cashPrice),
        });
  // What the amount is, e.g. "Equity" ("Initial rental" of a lease): it names the radio group
  // and the field.
  const what = fieldLabel(name, loanType);
  return (
    <div className="offer-amount-or-percent">
      <RadioGroup
        name={modeName}
        legend={t('offer.financial.givenAs', { what })}
        options={optionsOf(['amount', 'percent'] as const, (option) =>
          t(`offer.financial.mode.${option}`),
        )}
        onChoose={(toMode) => {
          const text = getValues(name);
          const converted = convertedText(text, toMode, cashPriceOfValues(getValues()));
          // What cannot be converted is emptied rather than read the other way.
          setValue(name, converted ?? (isBlank(text) ? text : ''), {
            shouldDirty: true,
            shouldValidate: true,
          });
        }}
      />
      <TextField
        name={name}
        label={
          percent
            ? t('offer.financial.inPercent', { what })
            : t('offer.field.inNok', { label: what })
        }
        numeric
        amount={!percent}
        hint={percent ? percentHint : t(`offer.${name}.hint`)}
      />
    </div>
  );
}
