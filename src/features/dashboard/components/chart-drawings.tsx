import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { useParentSize } from '@visx/responsive';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, Line } from '@visx/shape';
import { TooltipWithBounds, useTooltip } from '@visx/tooltip';
import type { ReactNode } from 'react';
import { useLocale } from '../../../lib/locale';
import { LABEL_FONT_SIZE, placeLabels } from './axis-labels';
import type { FunnelStep, VolumePoint } from './dashboard-charts';

/**
 * The dashboard's drawings, with visx (d3's scales, drawn as React's own SVG): a chunk of their
 * own, loaded once the figures and tables have been shown (see dashboard-charts.tsx), each
 * `height` pixels high and as wide as the page gives it. The axes are a line and labels here:
 * `@visx/axis` would bring `@visx/text`, whose word wrapping evaluates CSS `calc()` with a
 * library of its own, a third of this chunk, for a feature these labels do not use.
 */

const BAR_FILL = 'var(--color-accent)';
const INK = 'var(--color-muted)';
const tickLabel = { fill: INK, fontSize: LABEL_FONT_SIZE, fontFamily: 'inherit' } as const;
const TICK_LENGTH = 6;

/** Draws `children` once the box it fills has a width, re-drawn when that width changes. */
function Sized({ height, children }: { height: number; children: (width: number) => ReactNode }) {
  const { parentRef, width } = useParentSize({ debounceTime: 100 });
  return (
    <div ref={parentRef} className="dashboard-chart__canvas" style={{ height }}>
      {width > 0 && children(width)}
    </div>
  );
}

/** Offers → applications → approved → signed → paid out, as bars across. */
export function FunnelDrawing({ steps, height }: { steps: readonly FunnelStep[]; height: number }) {
  const { locale } = useLocale();
  const count = (value: number) => value.toLocaleString(locale);
  const margin = { top: 8, right: 48, bottom: 8, left: 138 };
  const plotHeight = height - margin.top - margin.bottom;
  const rows = scaleBand({
    domain: steps.map((step) => step.label),
    range: [0, plotHeight],
    padding: 0.2,
  });
  return (
    <Sized height={height}>
      {(width) => {
        const plotWidth = Math.max(width - margin.left - margin.right, 0);
        const lengths = scaleLinear({
          domain: [0, Math.max(1, ...steps.map((step) => step.count))],
          range: [0, plotWidth],
        });
        return (
          <svg width={width} height={height}>
            <Group left={margin.left} top={margin.top}>
              {steps.map((step) => {
                const top = rows(step.label) ?? 0;
                const length = lengths(step.count);
                return (
                  <Group key={step.label} top={top}>
                    <text
                      x={-TICK_LENGTH}
                      y={rows.bandwidth() / 2}
                      textAnchor="end"
                      dominantBaseline="central"
                      {...tickLabel}
                    >
                      {step.label}
                    </text>
                    <Bar width={length} height={rows.bandwidth()} fill={BAR_FILL} />
                    <text
                      x={length + 6}
                      y={rows.bandwidth() / 2}
                      dominantBaseline="central"
                      {...tickLabel}
                    >
                      {count(step.count)}
                    </text>
                  </Group>
                );
              })}
              <Line from={{ x: 0, y: 0 }} to={{ x: 0, y: plotHeight }} stroke={INK} />
            </Group>
          </svg>
        );
      }}
    </Sized>
  );
}

/** The financed volume of each day or month, as bars, each with its amount when pointed at. */
export function VolumeDrawing({
  points,
  height,
}: {
  points: readonly VolumePoint[];
  height: number;
}) {
  const { t, amount, locale } = useLocale();
  const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  const tooltip = useTooltip<VolumePoint>();
  const margin = { top: 8, right: 8, bottom: 28, left: 72 };
  const plotHeight = height - margin.top - margin.bottom;
  const highest = Math.max(0, ...points.map((point) => point.volume));
  const amounts = scaleLinear({ domain: [0, highest || 1], range: [plotHeight, 0], nice: 4 });
  // Nothing in the period: only the zero line is labelled, not fractions of a krone.
  const amountTicks = highest === 0 ? [0] : amounts.ticks(4);
  return (
    <Sized height={height}>
      {(width) => {
        const plotWidth = Math.max(width - margin.left - margin.right, 0);
        const columns = scaleBand({
          domain: points.map((point) => point.label),
          range: [0, plotWidth],
          padding: 0.2,
        });
        // Under each column its label, within the drawing: from the axis to its right edge.
        const labels = placeLabels(
          columns.domain(),
          (label) => (columns(label) ?? 0) + columns.bandwidth() / 2,
          plotWidth + margin.right,
        );
        return (
          <>
            <svg width={width} height={height} onMouseLeave={tooltip.hideTooltip}>
              <Group left={margin.left} top={margin.top}>
                <GridRows
                  scale={amounts}
                  width={plotWidth}
                  tickValues={amountTicks}
                  stroke="var(--color-border)"
                  strokeDasharray="3 3"
                />
                {points.map((point) => {
                  const left = columns(point.label) ?? 0;
                  const pointed = tooltip.tooltipOpen && tooltip.tooltipData === point;
                  return (
                    <Group
                      key={point.label}
                      left={left}
                      onMouseMove={() => {
                        tooltip.showTooltip({
                          tooltipData: point,
                          tooltipLeft: margin.left + left + columns.bandwidth(),
                          tooltipTop: margin.top + plotHeight / 3,
                        });
                      }}
                    >
                      {/* The column's whole width and height answers the pointer. */}
                      <rect
                        x={-(columns.step() - columns.bandwidth()) / 2}
                        width={columns.step()}
                        height={plotHeight}
                        fill={pointed ? 'var(--color-border)' : 'transparent'}
                      />
                      <Bar
                        y={amounts(point.volume)}
                        width={columns.bandwidth()}
                        height={plotHeight - amounts(point.volume)}
                        fill={BAR_FILL}
                      />
                    </Group>
                  );
                })}
                <Line from={{ x: 0, y: 0 }} to={{ x: 0, y: plotHeight }} stroke={INK} />
                {amountTicks.map((value) => (
                  <Group key={value} top={amounts(value)}>
                    <Line from={{ x: -TICK_LENGTH, y: 0 }} to={{ x: 0, y: 0 }} stroke={INK} />
                    <text
                      x={-TICK_LENGTH - 2}
                      textAnchor="end"
                      dominantBaseline="central"
                      {...tickLabel}
                    >
                      {compact.format(value)}
                    </text>
                  </Group>
                ))}
                <Group top={plotHeight}>
                  <Line from={{ x: 0, y: 0 }} to={{ x: plotWidth, y: 0 }} stroke={INK} />
                  {labels.map(({ label, centre, shift }) => (
                    <Group key={label} left={centre}>
                      <Line from={{ x: 0, y: 0 }} to={{ x: 0, y: TICK_LENGTH }} stroke={INK} />
                      <text
                        x={shift}
                        y={TICK_LENGTH + 2}
                        textAnchor="middle"
                        dy="0.71em"
                        {...tickLabel}
                      >
                        {label}
                      </text>
                    </Group>
                  ))}
                </Group>
              </Group>
            </svg>
            {tooltip.tooltipOpen && tooltip.tooltipData !== undefined && (
              <TooltipWithBounds
                left={tooltip.tooltipLeft}
                top={tooltip.tooltipTop}
                className="dashboard-chart__tooltip"
              >
                <strong>{tooltip.tooltipData.label}</strong>
                <br />
                {t('dashboard.volume.volume')}:
                <br />
                {amount(tooltip.tooltipData.volume)}
              </TooltipWithBounds>
            )}
          </>
        );
      }}
    </Sized>
  );
}
