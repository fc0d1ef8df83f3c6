import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useLocale } from '../../../lib/locale';
import type { FunnelStep, VolumePoint } from './dashboard-charts';

/**
 * The dashboard's drawings, with Recharts: a chunk of their own, loaded once the figures and
 * tables have been shown (see dashboard-charts.tsx), each `height` pixels high.
 */

/** Offers → applications → approved → signed → paid out, as bars across. */
export function FunnelDrawing({ steps, height }: { steps: readonly FunnelStep[]; height: number }) {
  const { locale } = useLocale();
  const count = (value: number) => value.toLocaleString(locale);
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart
        accessibilityLayer={false}
        data={[...steps]}
        layout="vertical"
        margin={{ left: 8, right: 48 }}
      >
        <XAxis type="number" hide allowDecimals={false} />
        <YAxis type="category" dataKey="label" width={130} tickLine={false} />
        <Bar dataKey="count" fill="var(--color-accent, #1d4ed8)" isAnimationActive={false}>
          <LabelList
            dataKey="count"
            position="right"
            formatter={(value: unknown) => count(Number(value))}
          />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}

/** The financed volume of each day or month, as bars. */
export function VolumeDrawing({
  points,
  height,
}: {
  points: readonly VolumePoint[];
  height: number;
}) {
  const { t, amount, locale } = useLocale();
  const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart
        accessibilityLayer={false}
        data={[...points]}
        margin={{ left: 0, right: 8, top: 8 }}
      >
        <CartesianGrid vertical={false} strokeDasharray="3 3" />
        <XAxis dataKey="label" tickLine={false} minTickGap={12} />
        <YAxis tickFormatter={(value: number) => compact.format(value)} width={72} />
        <Tooltip formatter={(value: unknown) => amount(Number(value))} />
        <Bar
          dataKey="volume"
          name={t('dashboard.volume.volume')}
          fill="var(--color-accent, #1d4ed8)"
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
