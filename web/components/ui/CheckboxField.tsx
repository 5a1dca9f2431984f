import type { ReactNode } from 'react';
import {
  CheckboxButton,
  CheckboxField as RACCheckboxField,
  type CheckboxFieldProps as RACCheckboxFieldProps,
} from 'react-aria-components';
import { FieldHelp, fieldRoot, type FieldTexts } from './FieldShell';
import * as styles from './CheckboxField.css';

export interface CheckboxFieldProps
  extends Omit<RACCheckboxFieldProps, 'className' | 'children' | 'isInvalid'>, FieldTexts {
  children: ReactNode;
}

/** A labelled checkbox with an optional hint and an error from the form's own validation. */
export function CheckboxField({ children, description, error, ...props }: CheckboxFieldProps) {
  return (
    <RACCheckboxField {...props} {...fieldRoot(error)}>
      <CheckboxButton className={styles.button}>
        {({ isSelected }) => (
          <>
            <span className={styles.box} aria-hidden="true">
              {isSelected ? (
                <svg
                  width="12"
                  height="12"
                  viewBox="0 0 18 18"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="3"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <polyline points="2 9 7 14 16 4" />
                </svg>
              ) : null}
            </span>
            <span className={styles.label}>{children}</span>
          </>
        )}
      </CheckboxButton>
      <FieldHelp description={description} error={error} besideBox />
    </RACCheckboxField>
  );
}
