import { Input, TextField as RACTextField, type TextFieldProps as RACTextFieldProps } from 'react-aria-components';
import { formatGermanNumber } from '../../lib/german-number';
import { readGermanNumber } from '../../../lib/german/number';
import { FieldShell, fieldRoot, type FieldTexts } from './FieldShell';
import * as styles from './NumberInputField.css';

export interface NumberInputFieldProps
  extends
    Omit<
      RACTextFieldProps,
      'className' | 'isInvalid' | 'children' | 'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode'
    >,
    FieldTexts {
  label: string;
  /** What the user typed; the form reads it with `parseGermanNumber` (lib/german-number.ts). */
  value: string;
  onChange: (text: string) => void;
  placeholder?: string;
  /**
   * How the number reads once the field is left: `decimals` fixes the digits after the comma
   * (money: 2), else up to `maxDecimals` (default 2). A number with more digits than shown stays
   * as typed, so leaving the field never rounds; the form's check refuses it instead.
   */
  display?: { decimals?: number; maxDecimals?: number };
}

/**
 * A labelled number input for German users: a text input (decimal keyboard on phones) whose text
 * the form reads with the German rule ('1.234,56'; '99.90' is 99,9). react-aria's NumberField is
 * not used: under de-DE it drops a '.' as a group separator, so '99.90' became 9.990.
 * Leaving the field shows a readable number in German ('1234,5' -> '1.234,5').
 */
export function NumberInputField({
  label,
  error,
  description,
  placeholder,
  value,
  onChange,
  onBlur,
  display = {},
  ...props
}: NumberInputFieldProps) {
  return (
    <RACTextField
      {...props}
      value={value}
      onChange={onChange}
      onBlur={(event) => {
        const read = readGermanNumber(value);
        const shown = display.decimals ?? display.maxDecimals ?? 2;
        if (read && read.value !== null && read.fractionDigits <= shown) {
          const formatted = formatGermanNumber(read.value, display);
          if (formatted !== value) onChange(formatted);
        }
        onBlur?.(event);
      }}
      inputMode="decimal"
      {...fieldRoot(error)}
    >
      <FieldShell label={label} description={description} error={error}>
        <Input className={styles.input} placeholder={placeholder} autoComplete="off" />
      </FieldShell>
    </RACTextField>
  );
}
