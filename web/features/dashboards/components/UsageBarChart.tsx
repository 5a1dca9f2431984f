import { Bar } from 'recharts';
import type { UsageBar } from '../rules/usage-months';
import { formatNumber } from '../../../../lib/german/format';
import { MonthBars } from '../../../components/ui/MonthBars';
import * as styles from './UsageChart.css';

// The recharts part of the hours chart, loaded on demand (see UsageChart).

const tickHours = (h: number) => formatNumber(h, { max: 1 });

export default function UsageBarChart(props: { bars: UsageBar[]; title: string; describe: (bar: UsageBar) => string }) {
  return (
    <MonthBars
      {...props}
      className={styles.chart}
      height="200px"
      bottom={20}
      tooltip={props.describe}
      xLabel="Monat"
      yAxis={{
        allowDecimals: false,
        domain: [0, (max: number) => Math.max(1, Math.ceil(max))],
        width: 44,
        tickFormatter: tickHours,
        label: { value: 'Stunden', angle: -90, position: 'insideLeft', offset: 12 },
      }}
    >
      <Bar dataKey="hours" name="Stunden" radius={[4, 4, 0, 0]} maxBarSize={36} isAnimationActive={false} />
    </MonthBars>
  );
}
