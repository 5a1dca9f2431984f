import { Label, ProgressBar } from 'react-aria-components';
import * as styles from './ProgressMeter.css';

interface ProgressMeterProps {
  label: string;
  /** 0-100 */
  percent: number;
  /** The text on the right, e.g. '40 %'. */
  valueLabel: string;
  tone?: 'default' | 'warning';
}

/** A labelled progress bar (react-aria ProgressBar, so the value is announced). */
export function ProgressMeter({ label, percent, valueLabel, tone = 'default' }: ProgressMeterProps) {
  const clamped = Math.min(100, Math.max(0, percent));
  return (
    <ProgressBar value={clamped} valueLabel={valueLabel} className={styles.meter}>
      <div className={styles.labels}>
        <Label className={styles.label}>{label}</Label>
        <span className={styles.value}>{valueLabel}</span>
      </div>
      <div className={styles.track}>
        <div className={styles.fill[tone]} style={{ width: `${clamped}%` }} />
      </div>
    </ProgressBar>
  );
}
