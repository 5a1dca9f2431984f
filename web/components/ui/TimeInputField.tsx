import { Time } from '@internationalized/date';
import { useEffect, useState } from 'react';
import { DateInput, DateSegment, TimeField } from 'react-aria-components';
import { FieldShell, fieldRoot, type FieldTexts } from './FieldShell';
import { partialTimeMessage, typedTime } from './time-typed';
import * as styles from './DatePickerField.css';

interface TimeInputFieldProps extends FieldTexts {
  label: string;
  value: Time | null;
  onChange: (value: Time | null) => void;
  isRequired?: boolean;
}

const sameTime = (a: Time | null, b: Time | null) => (a && b ? a.compare(b) === 0 : a === b);

/**
 * A labelled 24-hour time input (HH:mm), styled like the date picker. A time typed in part
 * ('08:––') gives the form null, never the old time, and is said at the field once focus leaves it
 * (or when the form already finds the time missing); what was typed stays on screen.
 */
export function TimeInputField({ label, value, onChange, error, description, isRequired }: TimeInputFieldProps) {
  const [partial, setPartial] = useState(false);
  const [focused, setFocused] = useState(false);
  // The time react-aria shows: the form's, except the null this field gave it for a partial time
  // (the old time stays underneath, so the typed hour is not wiped).
  const [shown, setShown] = useState(value);
  const [seen, setSeen] = useState(value);
  if (!sameTime(value, seen)) {
    setSeen(value);
    if (!(partial && value === null)) setShown(value);
  }
  const said = partial && (!focused || error) ? partialTimeMessage : error;
  return (
    <TimeField<Time>
      value={shown}
      onChange={(t) => {
        setShown(t);
        onChange(t);
      }}
      onFocusChange={setFocused}
      hourCycle={24}
      shouldForceLeadingZeros
      isRequired={isRequired}
      {...fieldRoot(said)}
    >
      {({ state }) => (
        <FieldShell label={label} description={description} error={said}>
          <DateInput className={styles.group}>
            {(segment) => <DateSegment segment={segment} className={styles.segment} />}
          </DateInput>
          <TypedWatch
            typed={typedTime(state.segments)}
            typedValue={state.value && 'hour' in state.value ? new Time(state.value.hour, state.value.minute) : null}
            value={value}
            onChange={onChange}
            onPartial={setPartial}
          />
        </FieldShell>
      )}
    </TimeField>
  );
}

interface TypedWatchProps {
  typed: 'empty' | 'partial' | 'complete';
  typedValue: Time | null;
  value: Time | null;
  onChange: (value: Time | null) => void;
  onPartial: (partial: boolean) => void;
}

/**
 * Tells the form what react-aria does not: a partial time is no time (null), and a time completed
 * again as it was before (react-aria sees no change) is that time again.
 */
function TypedWatch({ typed, typedValue, value, onChange, onPartial }: TypedWatchProps) {
  useEffect(() => {
    onPartial(typed === 'partial');
    if (typed === 'partial' && value !== null) onChange(null);
    else if (typed === 'complete' && value === null && typedValue) onChange(typedValue);
  }, [typed, typedValue, value, onChange, onPartial]);
  return null;
}
