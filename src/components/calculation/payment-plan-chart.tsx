import { memo, useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { roundHalfUp } from '../../domain/calculation';
import type { Calculation } from '../../domain/contract';
import { formatAmount } from '../../lib/format';
import { useLocale } from '../../lib/locale';
import './calculation.css';

export interface PaymentPlanChartProps {
  calculation: Calculation;
  /** Visible heading of the chart; default "Balance and interest over time" in the chosen language. */
  title?: string;
  /** Extra class for layout by the page. */
  className?: string;
}

/** The drawing's width before the page has a width to give it (and in tests without layout). */
const DEFAULT_WIDTH = 640;
/** Narrower than this, the drawing is scaled down rather than squeezed. */
const MIN_WIDTH = 280;
const HEIGHT = 260;
const PADDING = { top: 16, right: 16, bottom: 36, left: 96 };
const PLOT_HEIGHT = HEIGHT - PADDING.top - PADDING.bottom;
const Y_TICKS = 4;

/**
 * The width the chart is shown at, in CSS pixels: drawn at that width, one unit of the drawing is
 * one pixel, so its labels keep their size (12 px) on a phone instead of shrinking with it. Read
 * from the ResizeObserver only, whose first report comes after the browser's own layout: measuring
 * in the effect would force a layout of the whole page while it is still being built (~250 ms of
 * style recalculation on a phone, docs/performance.md).
 */
function useDrawnWidth(drawn: boolean) {
  const ref = useRef<SVGSVGElement>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useEffect(() => {
    const element = ref.current;
    if (element === null || typeof ResizeObserver === 'undefined') return;
    // The drawing's box takes the width the page gives it (CSS), whatever its viewBox says.
    const observer = new ResizeObserver(([entry]) => {
      const shown = Math.floor(entry?.borderBoxSize[0]?.inlineSize ?? 0);
      // Drawn again before this frame is painted: no frame at the wrong width, no layout shift.
      if (shown > 0) {
        flushSync(() => {
          setWidth(Math.max(MIN_WIDTH, shown));
        });
      }
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [drawn]);
  return { ref, width };
}

/**
 * The plan drawn over time: the balance owed after each term and the interest paid so far. An SVG
 * with a title and a description that says the same in words, for people who cannot see it; the
 * table beside it has every figure.
 */
export const PaymentPlanChart = memo(function PaymentPlanChart({
  calculation,
  title: givenTitle,
  className,
}: PaymentPlanChartProps) {
  const { amount, date, locale, t } = useLocale();
  const rows = calculation.paymentPlan;
  const { ref, width } = useDrawnWidth(rows !== undefined && rows.length > 0);
  const plotWidth = width - PADDING.left - PADDING.right;
  const title = givenTitle ?? t('common.chart.title');
  const titleId = useId();
  const descriptionId = useId();
  if (rows === undefined || rows.length === 0) {
    return <p className="plan-chart__empty">{t('common.plan.empty')}</p>;
  }

  const balances = [calculation.financedAmount, ...rows.map((row) => row.balance)];
  const interestSoFar: number[] = [0];
  let cumulative = 0;
  for (const row of rows) {
    cumulative += row.interest;
    interestSoFar.push(cumulative);
  }
  const top = Math.max(...balances, cumulative, 1);
  const x = (index: number) => PADDING.left + (index / rows.length) * plotWidth;
  const y = (value: number) => PADDING.top + PLOT_HEIGHT - (value / top) * PLOT_HEIGHT;
  const line = (values: number[]) =>
    values
      .map(
        (value, index) => `${index === 0 ? 'M' : 'L'}${x(index).toFixed(1)},${y(value).toFixed(1)}`,
      )
      .join(' ');

  const first = rows[0];
  const last = rows[rows.length - 1];
  const description = t('common.chart.description', {
    termCount: rows.length,
    firstDue: date(first?.dueDate ?? ''),
    lastDue: date(last?.dueDate ?? ''),
    financed: amount(calculation.financedAmount),
    lastBalance: amount(last?.balance ?? 0),
    interest: amount(cumulative),
  });

  return (
    <figure className={['plan-chart', className].filter(Boolean).join(' ')}>
      <figcaption className="plan-chart__caption">{title}</figcaption>
      <svg
        ref={ref}
        className="plan-chart__svg"
        viewBox={`0 0 ${width} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${titleId} ${descriptionId}`}
        preserveAspectRatio="xMidYMid meet"
      >
        <title id={titleId}>{title}</title>
        <desc id={descriptionId}>{description}</desc>
        <g aria-hidden="true">
          {Array.from({ length: Y_TICKS + 1 }, (_, tick) => {
            const value = (top * tick) / Y_TICKS;
            return (
              <g key={tick}>
                <line
                  className="plan-chart__grid"
                  x1={PADDING.left}
                  x2={width - PADDING.right}
                  y1={y(value)}
                  y2={y(value)}
                />
                <text
                  className="plan-chart__tick"
                  x={PADDING.left - 6}
                  y={y(value) + 4}
                  textAnchor="end"
                >
                  {formatAmount(roundHalfUp(value), locale, { decimals: 'whenNeeded' })}
                </text>
              </g>
            );
          })}
          <text className="plan-chart__tick" x={x(0)} y={HEIGHT - 12} textAnchor="start">
            {t('common.chart.start')}
          </text>
          <text className="plan-chart__tick" x={x(rows.length)} y={HEIGHT - 12} textAnchor="end">
            {t('common.chart.lastTerm', { termCount: rows.length })}
          </text>
          <path className="plan-chart__balance" d={line(balances)} />
          <path className="plan-chart__interest" d={line(interestSoFar)} />
        </g>
      </svg>
      <ul className="plan-chart__legend">
        <li>
          <span className="plan-chart__swatch plan-chart__swatch--balance" aria-hidden="true" />
          {t('common.chart.balance')}
        </li>
        <li>
          <span className="plan-chart__swatch plan-chart__swatch--interest" aria-hidden="true" />
          {t('common.chart.interest')}
        </li>
      </ul>
    </figure>
  );
});
