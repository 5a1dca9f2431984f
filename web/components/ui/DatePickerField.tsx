import type { CalendarDate } from '@internationalized/date';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Heading,
  Label,
  Popover,
  Text,
} from 'react-aria-components';
import * as field from './TextField.css';
import * as styles from './DatePickerField.css';

interface DatePickerFieldProps {
  label: string;
  value: CalendarDate | null;
  onChange: (value: CalendarDate | null) => void;
  /** Days before this one are disabled in the calendar and rejected when typed. */
  minValue?: CalendarDate;
  error?: string | undefined;
  description?: string;
  isRequired?: boolean;
}

const chevron = (d: string) => (
  <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d={d} />
  </svg>
);

/** A labelled date input (dd.MM.yyyy from the de-DE locale) with a calendar popover; weeks start Monday. */
export function DatePickerField({
  label,
  value,
  onChange,
  minValue,
  error,
  description,
  isRequired,
}: DatePickerFieldProps) {
  return (
    <DatePicker<CalendarDate>
      value={value}
      onChange={onChange}
      minValue={minValue}
      isInvalid={Boolean(error)}
      isRequired={isRequired}
      validationBehavior="aria"
      firstDayOfWeek="mon"
      shouldForceLeadingZeros
      className={field.field}
    >
      <Label className={field.label}>{label}</Label>
      <Group className={styles.group}>
        <DateInput className={styles.input}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <Button className={styles.iconButton} aria-label="Kalender öffnen">
          <svg
            width="18"
            height="18"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            aria-hidden="true"
          >
            <rect x="3" y="5" width="18" height="16" rx="2" />
            <path d="M3 10h18M8 3v4M16 3v4" />
          </svg>
        </Button>
      </Group>
      {description && !error ? (
        <Text slot="description" className={field.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={field.error}>{error}</FieldError>
      <Popover className={styles.popover} placement="bottom start">
        <Dialog aria-label={label} className={styles.calendar}>
          <Calendar className={styles.calendar} firstDayOfWeek="mon">
            <header className={styles.calendarHeader}>
              <Button slot="previous" className={styles.iconButton} aria-label="Vorheriger Monat">
                {chevron('m15 6-6 6 6 6')}
              </Button>
              <Heading className={styles.calendarTitle} />
              <Button slot="next" className={styles.iconButton} aria-label="Nächster Monat">
                {chevron('m9 6 6 6-6 6')}
              </Button>
            </header>
            <CalendarGrid className={styles.grid}>
              <CalendarGridHeader>
                {(day) => <CalendarHeaderCell className={styles.headerCell}>{day}</CalendarHeaderCell>}
              </CalendarGridHeader>
              <CalendarGridBody>{(date) => <CalendarCell date={date} className={styles.cell} />}</CalendarGridBody>
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </DatePicker>
  );
}
