import type { CalendarDate } from '@internationalized/date';
import { useRef, useState } from 'react';
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

/** What the field shows while its value is null: nothing typed, or a date typed only in part ('29.03.'). */
type DateTyped = 'empty' | 'partial';

/** Shown under a date typed only in part, once the field is left (a form may word its own). */
const partialDateMessage = 'Bitte geben Sie das Datum vollständig ein (TT.MM.JJJJ).';

interface DatePickerFieldProps extends FieldTexts {
  label: string;
  value: CalendarDate | null;
  /**
   * A whole date, or null with what is typed: react-aria keeps a date typed in part ('29.03.' without
   * the year) on screen but reports null, which an optional date would send as none at all.
   */
  onChange: (value: CalendarDate | null, typed?: DateTyped) => void;
  /** Days before this one are disabled in the calendar and rejected when typed. */
  minValue?: CalendarDate;
  isRequired?: boolean;
}

const chevron = (d: string) => (
  <LineIcon size={16} strokeWidth={2} rounded={false}>
    <path d={d} />
  </LineIcon>
);

/** Whether the field's segments hold a date typed in part (react-aria marks the untyped ones). */
function typedInPart(group: HTMLElement | null): boolean {
  const segments = [...(group?.querySelectorAll('[role="spinbutton"]') ?? [])];
  const untyped = segments.filter((s) => s.hasAttribute('data-placeholder')).length;
  return untyped > 0 && untyped < segments.length;
}

/**
 * A labelled date input (dd.MM.yyyy from the de-DE locale) with a calendar popover; weeks start Monday.
 * When it is left: a two-digit year ('29.03.27') is read as 20xx and shown so, as Germans write it
 * (react-aria kept it as the year 27); a date typed in part is reported (`typed` 'partial') and named.
 */
export function DatePickerField({
  label,
  value,
  onChange,
  minValue,
  error,
  description,
  isRequired,
}: DatePickerFieldProps) {
  const group = useRef<HTMLDivElement>(null);
  const [partial, setPartial] = useState(false);
  const left = () => {
    if (value && value.year < 100) return onChange(value.set({ year: 2000 + value.year }));
    const inPart = !value && typedInPart(group.current);
    setPartial(inPart);
    if (inPart) onChange(null, 'partial');
  };
  // A date typed in part is named as such, also when the form refuses the same field for it.
  const shown = partial ? partialDateMessage : error;
  return (
    <DatePicker<CalendarDate>
      value={value}
      onChange={(next) => {
        setPartial(false);
        onChange(next, next ? undefined : 'empty');
      }}
      onFocusChange={(focused) => {
        if (!focused) left();
      }}
      minValue={minValue}
      isRequired={isRequired}
      {...fieldRoot(shown)}
      firstDayOfWeek="mon"
      shouldForceLeadingZeros
    >
      <FieldShell label={label} description={description} error={shown}>
        <Group className={styles.group} ref={group}>
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
