import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis, type TooltipContentProps } from 'recharts';
import { formatNumber } from '../../../../lib/german/format';
import type { MonthBar } from '../rules/figures-display';
import * as styles from './Reports.css';

// The recharts part of the month charts, loaded on demand (see MonthChart). Its accessibility layer
// lets keyboard users step through the months with the arrow keys.

export interface Series {
  key: Exclude<keyof MonthBar, 'month' | 'short' | 'long'>;
  name: string;
  colour: keyof typeof styles.series;
}

export interface MonthBarChartProps {
  bars: MonthBar[];
  series: readonly Series[];
  title: string;
  /** how a value reads: '1.234,56 €' or '12,5 Std.' */
  format: (value: number) => string;
}

export default function MonthBarChart({ bars, series, title, format }: MonthBarChartProps) {
  function MonthTooltip({ active, payload }: TooltipContentProps) {
    const bar = payload?.[0]?.payload as MonthBar | undefined;
    if (!active || !bar) return null;
    return (
      <div className={styles.tooltip}>
        <strong>{bar.long}</strong>
        {series.map((s) => (
          <span key={s.key}>
            {s.name}: {format(bar[s.key])}
          </span>
        ))}
      </div>
    );
  }
  return (
    <BarChart
      data={bars}
      responsive
      className={styles.chart}
      style={{ width: '100%', height: '240px' }}
      margin={{ top: 8, right: 8, bottom: 4, left: 4 }}
      title={title}
      desc={bars.map((b) => `${b.long}: ${series.map((s) => `${s.name} ${format(b[s.key])}`).join(', ')}`).join('; ')}
      accessibilityLayer
    >
      <CartesianGrid vertical={false} />
      <XAxis dataKey="short" tickLine={false} interval="preserveStartEnd" />
      <YAxis width={56} tickFormatter={(v: number) => formatNumber(v, { max: 0 })} />
      <Tooltip content={MonthTooltip} cursor isAnimationActive={false} />
      {series.map((s) => (
        <Bar
          key={s.key}
          dataKey={s.key}
          name={s.name}
          className={styles.series[s.colour]}
          radius={[3, 3, 0, 0]}
          maxBarSize={18}
          isAnimationActive={false}
        />
      ))}
    </BarChart>
  );
}
