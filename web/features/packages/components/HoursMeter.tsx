import { Meter } from 'react-aria-components';
import { usedPercent } from '../rules/format';
import { formatHours, hoursText } from '../../../../lib/german/format';
import * as styles from './MyPackage.css';

/** Used share of the package's hours as a bar, with the remaining hours in words. */
export function HoursMeter({ totalHours, remainingHours }: { totalHours: number; remainingHours: number }) {
  const percent = usedPercent(totalHours, remainingHours);
  return (
    <Meter value={percent} aria-label="Genutzte Stunden" className={styles.meter}>
      <span className={styles.meterLabel}>
        <span>
          {formatHours(remainingHours)} von {hoursText(totalHours)} übrig
        </span>
        <span>{percent} % genutzt</span>
      </span>
      <span className={styles.track}>
        <span className={styles.fill} style={{ width: `${percent}%` }} />
      </span>
    </Meter>
  );
}
