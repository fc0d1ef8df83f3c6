import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { QueryError } from '../../../components/query-error';
import { Skeleton } from '../../../components/skeleton';
import { fromOre, roundToOre, toOre } from '../../../domain/calculation';
import type { Calculation, CalculationRequest } from '../../../domain/contract';
import { useLocale } from '../../../lib/locale';
import { offerQueries } from '../api/offer-queries';
import { useOfferCalculation } from '../hooks/offer-calculation';
import type { AppliedRate, OfferFormValues } from '../model/offer-form-values';

type RateKind = 'campaign' | 'fundingInterest';

/** What each kind of option is called: a list's heading, and one of them. */
const RATE_KIND_NAMES: Record<RateKind, { title: string; one: string }> = {
  campaign: { title: 'Campaigns', one: 'campaign' },
  fundingInterest: { title: 'Funding interests', one: 'funding interest' },
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

/** The campaigns that apply to the offer, each with the payment it would give. */
export function CampaignOptions({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const { search } = useOfferCalculation();
  const { date } = useLocale();
  const campaigns = useQuery({
    ...offerQueries.campaigns(search.request),
    enabled: search.canSearch,
  });
  return (
    <RateOptionList
      kind="campaign"
      headingLevel={headingLevel}
      query={campaigns}
      options={campaigns.data?.map((campaign) => ({
        id: campaign.campaignId,
        name: campaign.description,
        description: campaign.descriptionExternal,
        validUntil: date(campaign.finishDate),
        documentText: campaign.documentText,
      }))}
    />
  );
}

/** The funding interests that apply to the offer, each with the payment it would give. */
export function FundingInterestOptions({ headingLevel = 3 }: { headingLevel?: 2 | 3 | 4 }) {
  const { search, values } = useOfferCalculation();
  const fundingInterests = useQuery({
    ...offerQueries.fundingInterests(search.request),
    enabled: search.canSearch,
  });
  return (
    <RateOptionList
      kind="fundingInterest"
      headingLevel={headingLevel}
      query={fundingInterests}
      options={fundingInterests.data?.map((fundingInterest) => ({
        id: fundingInterest.fundingInterestId,
        name: fundingInterest.fundingInterestName,
      }))}
      {...(values.campaign === null
        ? {}
        : {
            note: `While the campaign ${values.campaign.name} is applied, its rate is used; the payments below are without it.`,
          })}
    />
  );
}

interface RateOptionListProps {
  kind: RateKind;
  headingLevel: 2 | 3 | 4;
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  options: RateOption[] | undefined;
  /** Said above the options, e.g. why applying one would not change the rate now. */
  note?: string;
}

function RateOptionList({ kind, headingLevel, query, options, note }: RateOptionListProps) {
  const { search } = useOfferCalculation();
  const { title, one } = RATE_KIND_NAMES[kind];
  const emptyText = `No ${one} applies to this offer.`;
  const waitingText = `${title} are searched once the object and the terms are filled in.`;
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  let body;
  if (!search.canSearch && options === undefined)
    body = <p className="rate-options__note">{waitingText}</p>;
  else if (query.isError) {
    body = (
      <QueryError
        title={`The ${title.toLowerCase()} could not be searched.`}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (options === undefined)
    body = <Skeleton label={`Searching ${title.toLowerCase()}`} lines={2} />;
  else if (options.length === 0) body = <p className="rate-options__note">{emptyText}</p>;
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
        {title}
      </Heading>
      {note === undefined ? null : <p className="rate-options__note">{note}</p>}
      {body}
    </section>
  );
}

function RateOptionItem({ kind, option }: { kind: RateKind; option: RateOption }) {
  const { search, values, figures } = useOfferCalculation();
  const { setValue } = useFormContext<OfferFormValues>();
  const { amount, percent } = useLocale();
  const optionRequest = withOption(search.request, kind, option.id);
  const calculation = useQuery({
    ...offerQueries.calculation(optionRequest),
    enabled: search.canCalculateOptions,
  });
  const applied = values[kind]?.id === option.id;
  const current = figures.status === 'incomplete' ? undefined : figures.calculation.termAmount;
  const nameId = useId();

  const apply = () => {
    if (calculation.data === undefined) return;
    const startupFee =
      kind === 'campaign' ? grantedStartupFee(calculation.data, optionRequest) : undefined;
    const rate: AppliedRate = {
      id: option.id,
      name: option.name,
      nominalInterestRate: calculation.data.nominalInterestRate,
      ...(startupFee === undefined ? {} : { startupFee }),
      ...(option.documentText === undefined ? {} : { documentText: option.documentText }),
    };
    setValue(kind, rate, { shouldDirty: true });
  };

  let effect;
  if (!search.canCalculateOptions)
    effect = <p className="rate-options__note">The payment shows once the terms are filled in.</p>;
  else if (calculation.isError)
    effect = <p className="rate-options__note">Its payment could not be calculated.</p>;
  else if (calculation.data === undefined)
    effect = <p className="rate-options__note">Calculating its payment…</p>;
  else {
    const payment = calculation.data.termAmount;
    const difference = current === undefined ? undefined : fromOre(toOre(payment) - toOre(current));
    effect = (
      <p className="rate-options__effect">
        <span>
          Rate {percent(calculation.data.nominalInterestRate)}, payment{' '}
          <strong data-option-payment="">{amount(payment)}</strong>
        </span>
        {difference === undefined || applied ? null : (
          <span className="rate-options__difference">
            {difference === 0
              ? ' (no change)'
              : ` (${amount(Math.abs(difference))} ${difference < 0 ? 'less' : 'more'} than now)`}
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
        {applied ? <span className="rate-options__badge"> Applied</span> : null}
      </p>
      {option.description === undefined ? null : (
        <p className="rate-options__description">{option.description}</p>
      )}
      {option.validUntil === undefined ? null : (
        <p className="rate-options__note">Valid until {option.validUntil}</p>
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
          Remove {option.name}
        </button>
      ) : (
        <button type="button" onClick={apply} disabled={calculation.data === undefined}>
          Apply {option.name}
        </button>
      )}
    </li>
  );
}
