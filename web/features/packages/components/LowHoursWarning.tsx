import { packageMessages } from '../../../../modules/packages/contract';
import { hoursText } from '../../../../lib/german/format';
import * as styles from './MyPackage.css';

/** 'Wenige Stunden übrig' below 5 remaining hours (spec 02 §9). */
export function LowHoursWarning({ remainingHours }: { remainingHours: number }) {
  return (
    <div className={styles.warning} role="status">
      <strong className={styles.warningTitle}>{packageMessages.lowHours}</strong>
      Ihr Paket hat nur noch {hoursText(remainingHours)}. Sprechen Sie uns gern an, wenn Sie mehr Zeit mit Ihren
      Acceleratoren brauchen.
    </div>
  );
}
