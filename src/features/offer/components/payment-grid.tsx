import {
  createContext,
  useCallback,
  useContext,
  useId,
  useState,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from 'react';
import { useFormContext } from 'react-hook-form';
import { toOre } from '../../../domain/calculation';
import type { Calculation } from '../../../domain/contract';
import { useLocale } from '../../../lib/locale';
import { written } from '../../../lib/parse-number';
import { useOfferCalculation } from '../hooks/offer-calculation';
import type { OfferFormValues } from '../model/offer-form-values';
import { paymentGrid, type GridCell } from '../model/payment-grid';
import { resolvedRateOf } from '../model/to-calculation-request';

/** At most this many scenarios side by side: more would not fit a phone, nor a decision. */
export const MAX_PINNED = 3;

interface Scenario {
  key: string;
  termCount: number;
  equity: number;
  calculation: Calculation;
}

/**
 * The result step's grid of payments, term counts against equity, calculated in the browser at
 * once; choosing a cell makes it the offer, which the service then confirms. Beside it, up to
 * three pinned scenarios compared.
 */
export function PaymentGrid() {
  const { figures, request, values } = useOfferCalculation();
  const { clearErrors, getValues, setValue } = useFormContext<OfferFormValues>();
  const { amount, percent, t } = useLocale();
  const captionId = useId();
  const hintId = useId();
  const [scrollBox, sideways] = useScrollsSideways();
  const rate = resolvedRateOf(values);
  // Twenty calculations without plans, again only when more than the chosen cell changed.
  const grid = paymentGrid(request, rate, values.product);
  const termCount = request.financialParameters?.terms?.termCount;
  // A lease's equity is its initial rental: the words follow the loan type.
  const loanType = request.financialParameters?.loanType ?? '';
  const equity = toOre(request.financialParameters?.equity?.amount ?? 0);
  const isCurrent = (cell: GridCell) =>
    cell.termCount === termCount && toOre(cell.equity) === equity;
  const chosen = grid?.rows.flat().find(isCurrent);

  // A cell is within the product's bounds by construction: what was wrong with these fields is
  // gone, and the whole form need not be validated again on this key.
  const apply = (cell: GridCell) => {
    setValue('financial.termCount', written(cell.termCount), { shouldDirty: true });
    setValue(
      'financial.equity',
      // The mode as it is at the tap: `values` may still be a render behind a switch just made.
      written(getValues('financial.equityMode') === 'percent' ? cell.equityPercent : cell.equity),
      { shouldDirty: true },
    );
    clearErrors(['financial.termCount', 'financial.equity']);
  };

  return (
    <section className="payment-grid no-print" aria-labelledby={`${captionId}-title`}>
      <h3 id={`${captionId}-title`}>{t('offer.grid.title', { loanType })}</h3>
      {grid === undefined ? (
        <p className="rate-options__note">{t('offer.grid.waiting')}</p>
      ) : (
        <>
          <p className="rate-options__note">{t('offer.grid.lead', { loanType })}</p>
          <p id={hintId} className="payment-grid__hint" hidden={!sideways}>
            {t('offer.grid.scrollHint')}
          </p>
          {/* A box the keyboard can scroll too, named by the table's caption. */}
          <div
            ref={scrollBox}
            className="payment-grid__scroll"
            role="region"
            tabIndex={0}
            aria-labelledby={captionId}
            aria-describedby={sideways ? hintId : undefined}
          >
            <table
              className="payment-grid__table"
              aria-describedby={captionId}
              data-payment-grid=""
            >
              <caption id={captionId} className="visually-hidden">
                {t('offer.grid.caption', { loanType })}
              </caption>
              <thead>
                <tr>
                  <th scope="col" rowSpan={2}>
                    {t('common.figures.terms')}
                  </th>
                  <th scope="colgroup" colSpan={grid.equityPercents.length}>
                    {t('offer.grid.equity', { loanType })}
                  </th>
                </tr>
                <tr>
                  {grid.equityPercents.map((share, index) => (
                    <th scope="col" key={share}>
                      {percent(share)}
                      <span className="payment-grid__amount">
                        {amount(grid.rows[0]?.[index]?.equity ?? 0)}
                      </span>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {grid.rows.map((row, index) => (
                  <tr key={grid.termCounts[index]}>
                    <th scope="row">{grid.termCounts[index]}</th>
                    {row.map((cell) => (
                      <td key={cell.equityPercent}>
                        {cell.termAmount === undefined ? (
                          <span className="payment-grid__none">{t('offer.grid.noPlan')}</span>
                        ) : (
                          <button
                            type="button"
                            className="payment-grid__cell"
                            aria-pressed={isCurrent(cell)}
                            aria-label={t('offer.grid.cell', {
                              loanType,
                              termCount: cell.termCount,
                              percent: percent(cell.equityPercent),
                              payment: amount(cell.termAmount),
                            })}
                            onClick={() => {
                              apply(cell);
                            }}
                          >
                            {amount(cell.termAmount)}
                          </button>
                        )}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {chosen !== undefined && figures.status === 'confirmed' ? (
            <p className="payment-grid__confirmed" data-grid-confirmed="">
              {t('offer.grid.confirmed', {
                loanType,
                termCount: chosen.termCount,
                percent: percent(chosen.equityPercent),
                payment: amount(figures.calculation.termAmount),
              })}
            </p>
          ) : null}
        </>
      )}
      <ScenarioComparison
        current={figures.status === 'incomplete' ? undefined : figures.calculation}
        equity={equity / 100}
      />
    </section>
  );
}

/**
 * A box and whether its content is wider than it (a phone): then the page says to scroll
 * sideways. Measured again whenever the box or its content changes size.
 */
function useScrollsSideways(): [(box: HTMLElement | null) => void, boolean] {
  const [sideways, setSideways] = useState(false);
  const observe = useCallback((box: HTMLElement | null) => {
    if (box === null || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => {
      setSideways(box.scrollWidth > box.clientWidth + 1);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild !== null) observer.observe(box.firstElementChild);
    measure();
    return () => {
      observer.disconnect();
    };
  }, []);
  return [observe, sideways];
}

type PinnedScenarios = [Scenario[], Dispatch<SetStateAction<Scenario[]>>];

const PinnedScenariosContext = createContext<PinnedScenarios | undefined>(undefined);

/**
 * The scenarios pinned for one offer, kept above the steps: leaving the result step and coming
 * back keeps them. When `offer` changes (a cleared or reloaded offer), none are pinned.
 */
export function PinnedScenariosProvider({
  offer,
  children,
}: {
  offer: number;
  children: ReactNode;
}) {
  const [kept, setKept] = useState<{ offer: number; scenarios: Scenario[] }>({
    offer,
    scenarios: [],
  });
  const scenarios = kept.offer === offer ? kept.scenarios : [];
  const setScenarios = useCallback<Dispatch<SetStateAction<Scenario[]>>>(
    (change) => {
      setKept((previous) => {
        const current = previous.offer === offer ? previous.scenarios : [];
        return { offer, scenarios: typeof change === 'function' ? change(current) : change };
      });
    },
    [offer],
  );
  return (
    <PinnedScenariosContext.Provider value={[scenarios, setScenarios]}>
      {children}
    </PinnedScenariosContext.Provider>
  );
}

function usePinnedScenarios(): PinnedScenarios {
  const pinned = useContext(PinnedScenariosContext);
  if (pinned === undefined) throw new Error('usePinnedScenarios is used outside its provider');
  return pinned;
}

function ScenarioComparison({
  current,
  equity,
}: {
  current: Calculation | undefined;
  equity: number;
}) {
  const { amount, percent, t } = useLocale();
  const [pinned, setPinned] = usePinnedScenarios();
  const name = (scenario: Scenario) =>
    t('offer.compare.scenario', {
      loanType: scenario.calculation.loanType,
      termCount: scenario.termCount,
      equity: amount(scenario.equity),
    });
  const pin = () => {
    if (current === undefined) return;
    const key = JSON.stringify(current);
    setPinned((scenarios) =>
      scenarios.length >= MAX_PINNED || scenarios.some((scenario) => scenario.key === key)
        ? scenarios
        : [...scenarios, { key, termCount: current.termCount, equity, calculation: current }],
    );
  };
  const figureRows: Array<{ label: string; value: (calculation: Calculation) => string }> = [
    { label: t('offer.compare.payment'), value: (c) => amount(c.termAmount) },
    { label: t('common.figures.effectiveRate'), value: (c) => percent(c.effectiveInterestRate) },
    { label: t('common.figures.totalCreditCost'), value: (c) => amount(c.totalCreditCost) },
    { label: t('common.figures.totalAmountPayable'), value: (c) => amount(c.totalAmountPayable) },
  ];

  return (
    <div className="scenario-comparison">
      <h4>{t('offer.compare.title')}</h4>
      <p className="rate-options__note">
        {pinned.length >= MAX_PINNED ? t('offer.compare.full') : t('offer.compare.lead')}
      </p>
      <button
        type="button"
        className="button--secondary"
        onClick={pin}
        disabled={current === undefined || pinned.length >= MAX_PINNED}
      >
        {t('offer.compare.pin')}
      </button>
      {pinned.length === 0 ? null : (
        <div className="payment-grid__scroll">
          <table className="scenario-comparison__table" data-scenarios="">
            <caption className="visually-hidden">{t('offer.compare.caption')}</caption>
            <thead>
              <tr>
                <td />
                {pinned.map((scenario) => (
                  <th scope="col" key={scenario.key}>
                    {name(scenario)}
                    <button
                      type="button"
                      className="button--secondary scenario-comparison__remove"
                      onClick={() => {
                        setPinned((scenarios) => scenarios.filter((s) => s.key !== scenario.key));
                      }}
                    >
                      {t('offer.compare.remove', { name: name(scenario) })}
                    </button>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {figureRows.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  {pinned.map((scenario) => (
                    <td key={scenario.key}>{row.value(scenario.calculation)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
