import { lazy } from 'react';
import { LazyChart } from '../../../components/ui/LazyChart';
import type { MonthBar } from '../rules/figures-display';
import type { MonthBarChartProps } from './MonthBarChart';
import * as styles from './Reports.css';

// recharts is sizeable; only screens that show a chart download it.
const MonthBarChart = lazy(() => import('./MonthBarChart'));

/** A titled month chart, with the same figures as a list for screen readers. */
export function MonthChart(props: MonthBarChartProps & { testId: string }) {
  const { bars, series, title, format, testId } = props;
  const describe = (b: MonthBar) => `${b.long}: ${series.map((s) => `${s.name} ${format(b[s.key])}`).join(', ')}`;
  return (
    <figure className={styles.figure} data-testid={testId}>
      <figcaption className={styles.caption}>{title}</figcaption>
      <ul className={styles.legend} aria-hidden>
        {series.map((s) => (
          <li key={s.key} className={styles.legendItem}>
            <span className={styles.swatch[s.colour]} />
            {s.name}
          </li>
        ))}
      </ul>
      <LazyChart bars={bars} describe={describe} placeholder={styles.placeholder}>
        <MonthBarChart bars={bars} series={series} title={title} format={format} describe={describe} />
      </LazyChart>
    </figure>
  );
}
