import type { ReactNode } from 'react';
import {
  CheckboxButton,
  CheckboxField as RACCheckboxField,
  FieldError,
  Text,
  type CheckboxFieldProps as RACCheckboxFieldProps,
} from 'react-aria-components';
import * as styles from './CheckboxField.css';

export interface CheckboxFieldProps extends Omit<RACCheckboxFieldProps, 'className' | 'children' | 'isInvalid'> {
  children: ReactNode;
  description?: string;
  /** The field's current error; shown under the box and marks it invalid. */
  error?: string | undefined;
}

/** A labelled checkbox with an optional hint and an error from the form's own validation. */
export function CheckboxField({ children, description, error, ...props }: CheckboxFieldProps) {
  return (
    <RACCheckboxField {...props} isInvalid={Boolean(error)} validationBehavior="aria" className={styles.field}>
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
      {description && !error ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>{error}</FieldError>
    </RACCheckboxField>
  );
}
