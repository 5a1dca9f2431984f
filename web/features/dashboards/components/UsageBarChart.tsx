import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis, type TooltipContentProps } from 'recharts';
import type { UsageBar } from '../rules/usage-months';
import { formatHoursStd, formatNumber } from '../../../../lib/german/format';
import * as styles from './UsageChart.css';

// The recharts part of the hours chart, loaded on demand (see UsageChart). Its accessibility
// layer lets keyboard users step through the months with the arrow keys.

function MonthTooltip({ active, payload }: TooltipContentProps) {
  const bar = payload?.[0]?.payload as UsageBar | undefined;
  if (!active || !bar) return null;
  return (
    <div className={styles.tooltip}>
      {bar.long}: {formatHoursStd(bar.hours)}
    </div>
  );
}

const tickHours = (h: number) => formatNumber(h, { max: 1 });

export default function UsageBarChart({ bars, title }: { bars: UsageBar[]; title: string }) {
  return (
    <BarChart
      data={bars}
      responsive
      className={styles.chart}
      style={{ width: '100%', height: '200px' }}
      margin={{ top: 8, right: 8, bottom: 20, left: 4 }}
      title={title}
      desc={bars.map((b) => `${b.long}: ${formatHoursStd(b.hours)}`).join('; ')}
      accessibilityLayer
    >
      <CartesianGrid vertical={false} />
      <XAxis
        dataKey="short"
        tickLine={false}
        interval="preserveStartEnd"
        label={{ value: 'Monat', position: 'insideBottom', offset: -14 }}
      />
      <YAxis
        allowDecimals={false}
        domain={[0, (max: number) => Math.max(1, Math.ceil(max))]}
        width={44}
        tickFormatter={tickHours}
        label={{ value: 'Stunden', angle: -90, position: 'insideLeft', offset: 12 }}
      />
      <Tooltip content={MonthTooltip} cursor isAnimationActive={false} />
      <Bar dataKey="hours" name="Stunden" radius={[4, 4, 0, 0]} maxBarSize={36} isAnimationActive={false} />
    </BarChart>
  );
}
