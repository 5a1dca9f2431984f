import type { ReactNode } from 'react';
import { Switch } from 'react-aria-components';
import * as styles from './SwitchField.css';

export interface SwitchFieldProps {
  children: ReactNode;
  isSelected: boolean;
  onChange: (selected: boolean) => void;
  /** A quieter line under the label, e.g. what the setting does. */
  description?: string;
  isDisabled?: boolean;
}

/** An on/off switch (react-aria Switch) with its label to the right. */
export function SwitchField({ children, isSelected, onChange, description, isDisabled }: SwitchFieldProps) {
  return (
    <Switch isSelected={isSelected} onChange={onChange} isDisabled={isDisabled} className={styles.switchRoot}>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      <span className={styles.texts}>
        <span className={styles.label}>{children}</span>
        {description ? <span className={styles.description}>{description}</span> : null}
      </span>
    </Switch>
  );
}
