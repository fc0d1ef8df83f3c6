import { memo, useId } from 'react';
import { roundHalfUp } from '../../domain/calculation';
import type { Calculation } from '../../domain/contract';
import { useLocale } from '../../lib/locale';
import './calculation.css';

export interface PaymentPlanChartProps {
  calculation: Calculation;
  /** Visible heading of the chart; default "Balance and interest over time" in the chosen language. */
  title?: string;
  /** Extra class for layout by the page. */
  className?: string;
}

const WIDTH = 640;
const HEIGHT = 260;
const PADDING = { top: 16, right: 16, bottom: 36, left: 96 };
const PLOT_WIDTH = WIDTH - PADDING.left - PADDING.right;
const PLOT_HEIGHT = HEIGHT - PADDING.top - PADDING.bottom;
const Y_TICKS = 4;

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
  const { amount, date, t } = useLocale();
  const title = givenTitle ?? t('common.chart.title');
  const titleId = useId();
  const descriptionId = useId();
  const rows = calculation.paymentPlan;
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
  const x = (index: number) => PADDING.left + (index / rows.length) * PLOT_WIDTH;
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
        className="plan-chart__svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
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
                  x2={WIDTH - PADDING.right}
                  y1={y(value)}
                  y2={y(value)}
                />
                <text
                  className="plan-chart__tick"
                  x={PADDING.left - 6}
                  y={y(value) + 4}
                  textAnchor="end"
                >
                  {amount(roundHalfUp(value))}
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
