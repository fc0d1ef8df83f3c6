import { useQuery } from '@tanstack/react-query';
import { createContext, memo, useContext, useDeferredValue, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { calculate, type FieldProblem, type ProblemCode } from '../../../domain/calculation';
import {
  CalculationRequestSchema,
  type Calculation,
  type CalculationRequest,
} from '../../../domain/contract';
import { rateRuleSearchRequestOf } from '../../../lib/rate-rule-search';
import { offerQueries } from '../api/offer-queries';
import type { OfferFormValues } from '../model/offer-form-values';
import { productBoundIssues, type ProductBoundIssue } from '../model/product-terms';
import { sameValue } from '../model/same-value';
import { resolvedRateOf, toCalculationRequest } from '../model/to-calculation-request';
import { useDebouncedValue } from './use-debounced-value';

/** What is simply not given yet; any other problem is a rule broken, and is named to the dealer. */
const NOT_GIVEN_YET: ReadonlySet<ProblemCode> = new Set([
  'purchasePriceMissing',
  'termCountMissing',
  'rateMissing',
]);

/** The first rule the offer breaks (equity above the price …), if it is more than incomplete. */
export const brokenRuleOf = (problems: readonly FieldProblem[]): FieldProblem | undefined =>
  problems.find(({ code }) => !NOT_GIVEN_YET.has(code));

/** How long typing must pause before the service is asked: one call per pause, not per key. */
export const SERVICE_DEBOUNCE_MS = 400;

/**
 * Where the offer's figures stand:
 * - `incomplete`: the engine cannot calculate yet, and says why;
 * - `checking`: the engine's preview, while the service is asked (or typing goes on);
 * - `confirmed`: the service's figures, equal to the preview;
 * - `differs`: the service's figures, which are shown, and the preview they replace;
 * - `failed`: the preview, and why the service could not confirm it.
 */
export type OfferFigures =
  | { status: 'incomplete'; problems: FieldProblem[] }
  | { status: 'checking'; calculation: Calculation }
  | { status: 'confirmed'; calculation: Calculation }
  | { status: 'differs'; calculation: Calculation; preview: Calculation }
  | {
      status: 'failed';
      calculation: Calculation;
      error: unknown;
      retry: () => void;
      /**
       * The product's bounds the offer is outside, in the portal's words: the same rules the
       * service gave as its reasons, in English.
       */
      boundIssues: readonly ProductBoundIssue[];
    };

export interface OfferCalculation {
  values: OfferFormValues;
  request: CalculationRequest;
  /** The request as it stood when typing last paused; what searches are keyed by. */
  settledRequest: CalculationRequest;
  /** True when the settled request has the contract's shape and the engine can calculate it. */
  isSettledRequestValid: boolean;
  figures: OfferFigures;
  search: OfferSearch;
}

/** What campaigns and funding interests are searched with, and whether they can be. */
export interface OfferSearch {
  /** The settled request without a chosen campaign or funding interest and without the plan. */
  request: CalculationRequest;
  /** The request has the contract's shape: the service can search with it. */
  canSearch: boolean;
  /** The engine could calculate it with a campaign's or funding interest's rate. */
  canCalculateOptions: boolean;
  /** Why it could not, when the request is whole but breaks a rule (equity above the price). */
  optionsBlockedBy: FieldProblem | undefined;
}

/** Any rate: only whether the rest of the request calculates is asked. */
const PROBE_RATE = { source: 'campaign', nominalInterestRate: 5 } as const;

const OfferCalculationContext = createContext<OfferCalculation | undefined>(undefined);

/**
 * The live preview and its confirmation by the service, for the whole offer workspace. It follows
 * the form one render behind: a key's frame holds the field the dealer types in, and the figures
 * follow right after that frame, in a render of their own (docs/performance.md, typing a price).
 */
export function OfferCalculationProvider({ children }: { children: ReactNode }) {
  const { control } = useFormContext<OfferFormValues>();
  // A new snapshot of the values on every change; the key's own render keeps the last one.
  const change = useDeferredValue(useWatch({ control }));
  return <FollowingCalculation change={change}>{children}</FollowingCalculation>;
}

interface FollowingCalculationProps {
  /** Only what renders the calculation again: the values are read whole and typed from the form. */
  change: unknown;
  children: ReactNode;
}

/** Memoised, so that a render that keeps the change leaves it and its consumers out. */
const FollowingCalculation = memo(function FollowingCalculation({
  children,
}: FollowingCalculationProps) {
  const { getValues } = useFormContext<OfferFormValues>();
  const values = getValues();
  const request = toCalculationRequest(values);
  const outcome = calculate(request, { rate: resolvedRateOf(values) });

  const settledRequest = useDebouncedValue(request, SERVICE_DEBOUNCE_MS);
  const isSettled = sameValue(settledRequest, request);
  const isSettledRequestValid =
    isSettled && outcome.ok && CalculationRequestSchema.safeParse(settledRequest).success;
  const confirmation = useQuery({
    ...offerQueries.calculation(settledRequest),
    enabled: isSettledRequestValid,
  });

  const searchRequest = rateRuleSearchRequestOf(settledRequest);
  const canSearch = isSettled && CalculationRequestSchema.safeParse(searchRequest).success;
  const probe = canSearch ? calculate(searchRequest, { rate: PROBE_RATE }) : undefined;
  const search: OfferSearch = {
    request: searchRequest,
    canSearch,
    canCalculateOptions: probe?.ok === true,
    optionsBlockedBy: probe?.ok === false ? brokenRuleOf(probe.problems) : undefined,
  };

  let figures: OfferFigures;
  if (!outcome.ok) figures = { status: 'incomplete', problems: outcome.problems };
  else if (!isSettledRequestValid)
    figures = { status: 'checking', calculation: outcome.calculation };
  else if (confirmation.isError) {
    figures = {
      status: 'failed',
      calculation: outcome.calculation,
      error: confirmation.error,
      retry: () => void confirmation.refetch(),
      boundIssues: productBoundIssues(values, request),
    };
  } else if (confirmation.data === undefined) {
    figures = { status: 'checking', calculation: outcome.calculation };
  } else if (sameValue(confirmation.data, outcome.calculation)) {
    figures = { status: 'confirmed', calculation: confirmation.data };
  } else {
    figures = { status: 'differs', calculation: confirmation.data, preview: outcome.calculation };
  }

  return (
    <OfferCalculationContext.Provider
      value={{ values, request, settledRequest, isSettledRequestValid, figures, search }}
    >
      {children}
    </OfferCalculationContext.Provider>
  );
});

export function useOfferCalculation(): OfferCalculation {
  const value = useContext(OfferCalculationContext);
  if (value === undefined) throw new Error('useOfferCalculation is used outside its provider');
  return value;
}
