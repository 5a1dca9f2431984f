import type { ReactNode } from 'react';
import { BarChart, CartesianGrid, Tooltip, XAxis, YAxis, type YAxisProps } from 'recharts';
import * as styles from './MonthBars.css';

// The recharts frame of a month bar chart: import it only from a chart loaded on demand
// (`lazy(() => import(...))`), so recharts stays out of the screens without a chart. Its
// accessibility layer lets keyboard users step through the months with the arrow keys.

/** A month as the charts show it: 'Jan' on the axis, 'Januar 2026' in the tooltip. */
interface MonthBar {
  short: string;
  long: string;
}

export function MonthBars<B extends MonthBar>(props: {
  bars: B[];
  title: string;
  /** the feature's class, composed on `monthBars` (MonthBars.css.ts): its height and bars' colours */
  className: string;
  height: string;
  /** the space below the months, more where the axis has a label */
  bottom: number;
  /** one month in words, for screen readers ('Januar 2026: 3 Std.') */
  describe: (bar: B) => string;
  tooltip: (bar: B) => ReactNode;
  xLabel?: string;
  yAxis: YAxisProps;
  /** the `<Bar>`s */
  children: ReactNode;
}) {
  const { bars, tooltip } = props;
  return (
    <BarChart
      data={bars}
      responsive
      className={props.className}
      style={{ width: '100%', height: props.height }}
      margin={{ top: 8, right: 8, bottom: props.bottom, left: 4 }}
      title={props.title}
      desc={bars.map(props.describe).join('; ')}
      accessibilityLayer
    >
      <CartesianGrid vertical={false} />
      <XAxis
        dataKey="short"
        tickLine={false}
        interval="preserveStartEnd"
        {...(props.xLabel ? { label: { value: props.xLabel, position: 'insideBottom', offset: -14 } } : {})}
      />
      <YAxis {...props.yAxis} />
      <Tooltip
        content={({ active, payload }) => {
          const bar = payload?.[0]?.payload as B | undefined;
          return active && bar ? <div className={styles.tooltip}>{tooltip(bar)}</div> : null;
        }}
        cursor
        isAnimationActive={false}
      />
      {props.children}
    </BarChart>
  );
}
