import type { Time } from '@internationalized/date';
import { DateInput, DateSegment, TimeField } from 'react-aria-components';
import { FieldShell, fieldRoot, type FieldTexts } from './FieldShell';
import * as styles from './DatePickerField.css';

interface TimeInputFieldProps extends FieldTexts {
  label: string;
  value: Time | null;
  onChange: (value: Time | null) => void;
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
      isRequired={isRequired}
      {...fieldRoot(error)}
    >
      <FieldShell label={label} description={description} error={error}>
        <DateInput className={styles.group}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
      </FieldShell>
    </TimeField>
  );
}
