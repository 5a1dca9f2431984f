import { lazy } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import type { MonthlyUsage } from '../../../../modules/dashboards/contract';
import { LazyChart } from '../../../components/ui/LazyChart';
import { usageBars, type UsageBar } from '../rules/usage-months';
import { formatHoursStd } from '../../../../lib/german/format';
import * as styles from './UsageChart.css';

// recharts is sizeable; only screens that show the chart download it.
const UsageBarChart = lazy(() => import('./UsageBarChart'));

const describe = (bar: UsageBar) => `${bar.long}: ${formatHoursStd(bar.hours)}`;

interface UsageChartProps {
  usage: MonthlyUsage[];
  /** Activation of the package (the first month shown). */
  from: string | null;
  /** End or expiry of the package (the last month shown, never past today). */
  to: string | null;
  title?: string;
  /** When the surrounding card already names the chart, only the total is shown (the title stays for screen readers). */
  hideTitle?: boolean;
}

/** Hours used per month as small bars, with the same figures as a list for screen readers. */
export function UsageChart({
  usage,
  from,
  to,
  title = 'Genutzte Stunden pro Monat',
  hideTitle = false,
}: UsageChartProps) {
  const bars = usageBars(usage, { from, to, now: new Date() });
  const total = usage.reduce((sum, u) => sum + u.hours, 0);
  return (
    <figure className={styles.figure} data-testid="usage-chart">
      <figcaption className={styles.caption}>
        {hideTitle ? <VisuallyHidden>{title}: </VisuallyHidden> : <>{title} </>}
        <span className={styles.total}>
          {hideTitle ? 'Insgesamt' : '· insgesamt'} {formatHoursStd(total)}
        </span>
      </figcaption>
      {total === 0 ? (
        <p className={styles.empty}>Noch keine Stunden genutzt: abgeschlossene Meetings erscheinen hier.</p>
      ) : (
        <>
          <LazyChart bars={bars} describe={describe} placeholder={styles.placeholder}>
            <UsageBarChart bars={bars} title={title} describe={describe} />
          </LazyChart>
        </>
      )}
    </figure>
  );
}
