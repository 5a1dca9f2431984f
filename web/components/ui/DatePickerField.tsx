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
  Group,
  Heading,
  Popover,
} from 'react-aria-components';
import { FieldShell, fieldRoot, type FieldTexts } from './FieldShell';
import { LineIcon } from './LineIcon';
import * as styles from './DatePickerField.css';

interface DatePickerFieldProps extends FieldTexts {
  label: string;
  value: CalendarDate | null;
  onChange: (value: CalendarDate | null) => void;
  /** Days before this one are disabled in the calendar and rejected when typed. */
  minValue?: CalendarDate;
  isRequired?: boolean;
}

const chevron = (d: string) => (
  <LineIcon size={16} strokeWidth={2} rounded={false}>
    <path d={d} />
  </LineIcon>
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
      isRequired={isRequired}
      {...fieldRoot(error)}
      firstDayOfWeek="mon"
      shouldForceLeadingZeros
    >
      <FieldShell label={label} description={description} error={error}>
        <Group className={styles.group}>
          <DateInput className={styles.input}>
            {(segment) => <DateSegment segment={segment} className={styles.segment} />}
          </DateInput>
          <Button className={styles.iconButton} aria-label="Kalender öffnen">
            <LineIcon size={18} rounded={false}>
              <rect x="3" y="5" width="18" height="16" rx="2" />
              <path d="M3 10h18M8 3v4M16 3v4" />
            </LineIcon>
          </Button>
        </Group>
      </FieldShell>
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
