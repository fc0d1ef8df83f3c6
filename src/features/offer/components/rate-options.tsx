import { Trans } from '@lingui/react';
import {
  keepPreviousData,
  useQuery,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { memo, useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { QueryError } from '../../../components/query-error';
import { Skeleton } from '../../../components/skeleton';
import { calculate, fromOre, roundToOre, toOre } from '../../../domain/calculation';
import type { Calculation, CalculationRequest } from '../../../domain/contract';
import { problemMessage, sayMessage, type MessageId } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import { rateRuleSearchRequestOf } from '../../../lib/rate-rule-search';
import { offerQueries } from '../api/offer-queries';
import { useOfferCalculation } from '../hooks/offer-calculation';
import type { AppliedRate, OfferFormValues } from '../model/offer-form-values';

type RateKind = 'campaign' | 'fundingInterest';

/** What each kind of option's list says: its heading, and the states of its search. */
const RATE_KIND_MESSAGES: Record<
  RateKind,
  Record<'title' | 'explanation' | 'empty' | 'waiting' | 'failed' | 'searching', MessageId>
> = {
  campaign: {
    title: 'offer.rates.campaigns',
    explanation: 'offer.rates.campaignsExplained',
    empty: 'offer.rates.campaignsEmpty',
    waiting: 'offer.rates.campaignsWaiting',
    failed: 'offer.rates.campaignsFailed',
    searching: 'offer.rates.campaignsSearching',
  },
  fundingInterest: {
    title: 'offer.rates.fundingInterests',
    explanation: 'offer.rates.fundingInterestsExplained',
    empty: 'offer.rates.fundingInterestsEmpty',
    waiting: 'offer.rates.fundingInterestsWaiting',
    failed: 'offer.rates.fundingInterestsFailed',
    searching: 'offer.rates.fundingInterestsSearching',
  },
};

interface RateOption {
  id: number;
  name: string;
  description?: string;
  validUntil?: string;
  documentText?: string;
}

/** A campaign may grant its own startup fee: then the service's differs from the one asked for. */
function grantedStartupFee(
  calculation: Calculation,
  request: CalculationRequest,
): number | undefined {
  const askedFor = roundToOre(request.financialParameters?.startupFee?.amount ?? 0);
  return calculation.startupFee === askedFor ? undefined : calculation.startupFee;
}

function withOption(request: CalculationRequest, kind: RateKind, id: number): CalculationRequest {
  if (kind === 'campaign') return { ...request, campaignId: id };
  return {
    ...request,
    financialParameters: { ...request.financialParameters, fundingInterestId: id },
  };
}

/**
 * A search for the options that apply to the offer as it stands, each found item as an option:
 * once the offer can be searched on, the last answer kept while the next is on its way.
 */
function useRateSearch<Item, Key extends QueryKey>(
  options: (request: CalculationRequest) => UseQueryOptions<Item[], Error, Item[], Key>,
  toOption: (item: Item) => RateOption,
) {
  const { search } = useOfferCalculation();
  return useQuery({
    ...options(search.request),
    enabled: search.canSearch,
    placeholderData: keepPreviousData,
    select: (items: Item[]) => items.map(toOption),
  });
}

/**
 * The campaigns that apply to the offer, each with the payment it would give. Like every figure,
 * the options follow the offer right after the key's frame (OfferCalculationProvider).
 */
export const CampaignOptions = memo(function CampaignOptions({
  headingLevel = 3,
}: {
  headingLevel?: 2 | 3;
}) {
  const { date } = useLocale();
  const campaigns = useRateSearch(offerQueries.campaigns, (campaign) => ({
    id: campaign.campaignId,
    name: campaign.description,
    description: campaign.descriptionExternal,
    validUntil: date(campaign.finishDate),
    documentText: campaign.documentText,
  }));
  return <RateOptionList kind="campaign" headingLevel={headingLevel} query={campaigns} />;
});

/** The funding interests that apply to the offer, each with the payment it would give. */
export const FundingInterestOptions = memo(function FundingInterestOptions({
  headingLevel = 3,
}: {
  headingLevel?: 2 | 3 | 4;
}) {
  const { values } = useOfferCalculation();
  const { t } = useLocale();
  const fundingInterests = useRateSearch(offerQueries.fundingInterests, (fundingInterest) => ({
    id: fundingInterest.fundingInterestId,
    name: fundingInterest.fundingInterestName,
  }));
  return (
    <RateOptionList
      kind="fundingInterest"
      headingLevel={headingLevel}
      query={fundingInterests}
      {...(values.campaign === null
        ? {}
        : {
            note: t('offer.rates.campaignOverrides', { name: values.campaign.name }),
          })}
    />
  );
});

interface RateOptionListProps {
  kind: RateKind;
  headingLevel: 2 | 3 | 4;
  /** The search, its options as its data. */
  query: {
    data: RateOption[] | undefined;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  /** Said above the options, e.g. why applying one would not change the rate now. */
  note?: string;
}

function RateOptionList({ kind, headingLevel, query, note }: RateOptionListProps) {
  const options = query.data;
  const { search } = useOfferCalculation();
  const { t } = useLocale();
  const messages = RATE_KIND_MESSAGES[kind];
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  let body;
  if (!search.canSearch && options === undefined)
    body = <p className="rate-options__note">{t(messages.waiting)}</p>;
  else if (query.isError) {
    body = (
      <QueryError
        title={t(messages.failed)}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (options === undefined) body = <Skeleton label={t(messages.searching)} lines={2} />;
  else if (options.length === 0) body = <p className="rate-options__note">{t(messages.empty)}</p>;
  else {
    body = (
      <ul className="rate-options__list">
        {options.map((option) => (
          <RateOptionItem key={option.id} kind={kind} option={option} />
        ))}
      </ul>
    );
  }
  return (
    <section className="rate-options" aria-labelledby={headingId} data-rate-options={kind}>
      <Heading id={headingId} className="rate-options__title">
        {t(messages.title)}
      </Heading>
      <p className="rate-options__note">{t(messages.explanation)}</p>
      {note === undefined ? null : <p className="rate-options__note">{note}</p>}
      {body}
    </section>
  );
}

function RateOptionItem({ kind, option }: { kind: RateKind; option: RateOption }) {
  const { search, values, figures, request } = useOfferCalculation();
  const { setValue } = useFormContext<OfferFormValues>();
  const { amount, percent, t } = useLocale();
  const optionRequest = withOption(search.request, kind, option.id);
  // The service says what the option grants (its rate, a campaign's startup fee); what that
  // gives the offer as it stands the engine works out in the browser, on every key.
  const calculation = useQuery({
    ...offerQueries.calculation(optionRequest),
    enabled: search.canCalculateOptions,
    placeholderData: keepPreviousData,
  });
  const grantedFee =
    kind === 'campaign' && calculation.data !== undefined
      ? grantedStartupFee(calculation.data, optionRequest)
      : undefined;
  const preview =
    calculation.data === undefined
      ? undefined
      : calculate(withOption(rateRuleSearchRequestOf(request), kind, option.id), {
          rate: {
            source: kind,
            nominalInterestRate: calculation.data.nominalInterestRate,
            ...(grantedFee === undefined ? {} : { startupFee: grantedFee }),
          },
        });
  const applied = values[kind]?.id === option.id;
  const current = figures.status === 'incomplete' ? undefined : figures.calculation.termAmount;
  const nameId = useId();

  const apply = () => {
    if (calculation.data === undefined) return;
    const rate: AppliedRate = {
      id: option.id,
      name: option.name,
      nominalInterestRate: calculation.data.nominalInterestRate,
      ...(grantedFee === undefined ? {} : { startupFee: grantedFee }),
      ...(option.documentText === undefined ? {} : { documentText: option.documentText }),
    };
    setValue(kind, rate, { shouldDirty: true });
  };

  let effect;
  if (calculation.isError)
    effect = <p className="rate-options__note">{t('offer.rates.paymentFailed')}</p>;
  else if (search.optionsBlockedBy !== undefined) {
    // A payment from before the rule was broken would no longer be true.
    effect = (
      <p className="rate-options__note">
        {t('offer.rates.paymentBlocked', {
          reason: sayMessage(problemMessage(search.optionsBlockedBy)),
        })}
      </p>
    );
  } else if (calculation.data === undefined) {
    effect = (
      <p className="rate-options__note">
        {t(
          search.canCalculateOptions
            ? 'offer.rates.paymentCalculating'
            : 'offer.rates.paymentWaiting',
        )}
      </p>
    );
  } else {
    const payment =
      preview?.ok === true ? preview.calculation.termAmount : calculation.data.termAmount;
    const difference = current === undefined ? undefined : fromOre(toOre(payment) - toOre(current));
    effect = (
      <p className="rate-options__effect">
        <span>
          <Trans
            id="offer.rates.effect"
            values={{
              rate: percent(calculation.data.nominalInterestRate),
              payment: amount(payment),
            }}
            components={{ 0: <strong data-option-payment="" /> }}
          />
        </span>
        {difference === undefined || applied ? null : (
          <span className="rate-options__difference">
            {difference === 0
              ? t('offer.rates.noChange')
              : t(difference < 0 ? 'offer.rates.less' : 'offer.rates.more', {
                  amount: amount(Math.abs(difference)),
                })}
          </span>
        )}
      </p>
    );
  }

  return (
    <li
      className={applied ? 'rate-options__item rate-options__item--applied' : 'rate-options__item'}
      aria-labelledby={nameId}
    >
      <p className="rate-options__name" id={nameId}>
        {option.name}
        {applied ? <span className="rate-options__badge">{t('offer.rates.applied')}</span> : null}
      </p>
      {option.description === undefined ? null : (
        <p className="rate-options__description">{option.description}</p>
      )}
      {option.validUntil === undefined ? null : (
        <p className="rate-options__note">
          {t('offer.rates.validUntil', { date: option.validUntil })}
        </p>
      )}
      {effect}
      {applied ? (
        <button
          type="button"
          className="button--secondary"
          onClick={() => {
            setValue(kind, null, { shouldDirty: true });
          }}
        >
          {t('offer.rates.remove', { name: option.name })}
        </button>
      ) : (
        <button type="button" onClick={apply} disabled={calculation.data === undefined}>
          {t('offer.rates.apply', { name: option.name })}
        </button>
      )}
    </li>
  );
}
