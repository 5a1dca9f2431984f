import type { WizardStepNumber } from './steps';
import { stepLabels } from './steps';
import * as styles from './StepIndicator.css';

/** The four steps of the wizard, the current one marked (aria-current="step"). */
export function StepIndicator({ step }: { step: WizardStepNumber }) {
  return (
    <ol className={styles.list} aria-label="Schritte">
      {stepLabels.map((label, index) => {
        const n = index + 1;
        const state = n < step ? 'done' : n === step ? 'current' : 'todo';
        return (
          <li
            key={label}
            className={styles.item}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={styles.number} aria-hidden="true">
              {state === 'done' ? '✓' : n}
            </span>
            <span className={styles.label}>
              {label}
              {state === 'done' ? <span className={styles.visuallyHidden}> (erledigt)</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
