import { Bar } from 'recharts';
import { formatNumber } from '../../../../lib/german/format';
import { MonthBars } from '../../../components/ui/MonthBars';
import type { MonthBar } from '../rules/figures-display';
import * as styles from './Reports.css';

// The recharts part of the month charts, loaded on demand (see MonthChart).

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

export default function MonthBarChart(props: MonthBarChartProps & { describe: (bar: MonthBar) => string }) {
  const { series, format } = props;
  return (
    <MonthBars
      {...props}
      className={styles.chart}
      height="240px"
      bottom={4}
      tooltip={(bar) => (
        <>
          <strong>{bar.long}</strong>
          {series.map((s) => (
            <span key={s.key}>
              {s.name}: {format(bar[s.key])}
            </span>
          ))}
        </>
      )}
      yAxis={{ width: 56, tickFormatter: (v: number) => formatNumber(v, { max: 0 }) }}
    >
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
    </MonthBars>
  );
}
