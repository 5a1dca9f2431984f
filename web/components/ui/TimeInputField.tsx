import type { Time } from '@internationalized/date';
import { DateInput, DateSegment, FieldError, Label, Text, TimeField } from 'react-aria-components';
import * as field from './TextField.css';
import * as styles from './DatePickerField.css';

interface TimeInputFieldProps {
  label: string;
  value: Time | null;
  onChange: (value: Time | null) => void;
  error?: string | undefined;
  description?: string;
  isRequired?: boolean;
}

/** A labelled 24-hour time input (HH:mm), styled like the date picker. */
export function TimeInputField({ label, value, onChange, error, description, isRequired }: TimeInputFieldProps) {
  return (
    <TimeField<Time>
      value={value}
      onChange={onChange}
      hourCycle={24}
      shouldForceLeadingZeros
      isInvalid={Boolean(error)}
      isRequired={isRequired}
      validationBehavior="aria"
      className={field.field}
    >
      <Label className={field.label}>{label}</Label>
      <DateInput className={styles.group}>
        {(segment) => <DateSegment segment={segment} className={styles.segment} />}
      </DateInput>
      {description && !error ? (
        <Text slot="description" className={field.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={field.error}>{error}</FieldError>
    </TimeField>
  );
}
