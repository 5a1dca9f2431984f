import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import * as styles from './FieldShell.css';

// What every labelled form field repeats, written once. The pieces sit inside the field's own
// react-aria root (TextField, Select, DatePicker …), which wires label, hint and error to the control.

/** The texts a field shows under its control. */
export interface FieldTexts {
  description?: string | undefined;
  /** The field's current error; shown under the field and marks it invalid. */
  error?: string | undefined;
}

/**
 * The props of every field's react-aria root: the tight column of label, control and texts, and
 * the form's own error instead of the browser's validation.
 */
export function fieldRoot(error: string | undefined) {
  return { isInvalid: Boolean(error), validationBehavior: 'aria', className: styles.field } as const;
}

/** The hint (hidden while there is an error) and the error under a control. */
export function FieldHelp({ description, error, besideBox = false }: FieldTexts & { besideBox?: boolean }) {
  const indent = besideBox ? ` ${styles.besideBox}` : '';
  return (
    <>
      {description && !error ? (
        <Text slot="description" className={styles.description + indent}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error + indent}>{error}</FieldError>
    </>
  );
}

/** Label, the control (children) and the texts under it. */
export function FieldShell({
  label,
  description,
  error,
  children,
}: FieldTexts & { label: string; children: ReactNode }) {
  return (
    <>
      <Label className={styles.label}>{label}</Label>
      {children}
      <FieldHelp description={description} error={error} />
    </>
  );
}
