import { lazy, Suspense } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { Spinner } from '../../../components/ui/Spinner';
import type { MonthBarChartProps } from './MonthBarChart';
import * as styles from './Reports.css';

// recharts is sizeable; only screens that show a chart download it.
const MonthBarChart = lazy(() => import('./MonthBarChart'));

/** A titled month chart, with the same figures as a list for screen readers. */
export function MonthChart(props: MonthBarChartProps & { testId: string }) {
  const { bars, series, title, format, testId } = props;
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
      <Suspense
        fallback={
          <div className={styles.placeholder}>
            <Spinner label="Diagramm wird geladen …" />
          </div>
        }
      >
        <MonthBarChart bars={bars} series={series} title={title} format={format} />
      </Suspense>
      <VisuallyHidden>
        <ul>
          {bars.map((b) => (
            <li key={b.month}>
              {b.long}: {series.map((s) => `${s.name} ${format(b[s.key])}`).join(', ')}
            </li>
          ))}
        </ul>
      </VisuallyHidden>
    </figure>
  );
}
