import {
  calculate,
  cashPriceOf,
  percentOfAmount,
  type ResolvedRate,
} from '../../../domain/calculation';
import {
  minEquityPercentFor,
  type CalculationRequest,
  type Product,
} from '../../../domain/contract';

/** The term counts and equity shares (% of the cash price) the grid tries, within the product. */
export const GRID_TERM_COUNTS = [36, 48, 60, 72, 84] as const;
export const GRID_EQUITY_PERCENTS = [0, 10, 20, 30] as const;

export interface GridCell {
  termCount: number;
  equityPercent: number;
  /** The equity in kroner: the percent of this offer's cash price. */
  equity: number;
  /** The payment per term; undefined where these terms give no plan. */
  termAmount: number | undefined;
}

export interface PaymentGrid {
  termCounts: number[];
  equityPercents: number[];
  /** By term count, then equity percent, in the order of the lists above. */
  rows: GridCell[][];
}

/** The grid's values within the product's bounds; its least equity is always a column. */
function gridAxes(
  product: Product | null,
  condition: string | undefined,
): { termCounts: number[]; equityPercents: number[] } {
  if (product === null) {
    return { termCounts: [...GRID_TERM_COUNTS], equityPercents: [...GRID_EQUITY_PERCENTS] };
  }
  const { min, max } = product.termCounts;
  const termCounts = GRID_TERM_COUNTS.filter((count) => count >= min && count <= max);
  const least = minEquityPercentFor(product, condition);
  const equityPercents = [least, ...GRID_EQUITY_PERCENTS.filter((percent) => percent > least)];
  return { termCounts: termCounts.length > 0 ? termCounts : [min], equityPercents };
}

/** The last grid with what it was calculated from: see paymentGrid. */
let last: { key: string; grid: PaymentGrid | undefined } | undefined;

/**
 * The payment for each term count against each equity share, by the domain engine in the browser
 * (docs/calculation.md): the offer as it stands with only those two changed, at its rate.
 * Undefined while the offer has no cash price. The grid does not depend on the offer's own term
 * count and equity, so choosing a cell (or typing in those fields) reuses the last grid instead of
 * calculating twenty plans again within the key's frame.
 */
export function paymentGrid(
  request: CalculationRequest,
  rate: ResolvedRate | undefined,
  product: Product | null,
): PaymentGrid | undefined {
  const { includePaymentPlan: _plan, financialParameters, ...rest } = request;
  const { equity: _equity, terms, ...financial } = financialParameters ?? {};
  const { termCount: _termCount, ...otherTerms } = terms ?? {};
  const key = JSON.stringify([rest, financial, otherTerms, rate, product]);
  if (last?.key !== key) last = { key, grid: calculateGrid(request, rate, product) };
  return last.grid;
}

function calculateGrid(
  request: CalculationRequest,
  rate: ResolvedRate | undefined,
  product: Product | null,
): PaymentGrid | undefined {
  const cashPrice = cashPriceOf(request.object);
  if (cashPrice === undefined) return undefined;
  const { termCounts, equityPercents } = gridAxes(product, request.object?.objectCondition);
  const { includePaymentPlan: _plan, ...figuresOnly } = request;
  const rows = termCounts.map((termCount) =>
    equityPercents.map((equityPercent): GridCell => {
      const equity = percentOfAmount(equityPercent, cashPrice);
      const outcome = calculate(
        {
          ...figuresOnly,
          financialParameters: {
            ...request.financialParameters,
            equity: { amount: equity },
            terms: { ...request.financialParameters?.terms, termCount },
          },
        },
        rate === undefined ? {} : { rate },
      );
      return {
        termCount,
        equityPercent,
        equity,
        termAmount: outcome.ok ? outcome.calculation.termAmount : undefined,
      };
    }),
  );
  return { termCounts, equityPercents, rows };
}
