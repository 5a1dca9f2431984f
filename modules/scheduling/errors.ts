import type { ErrorTable } from '../../server/http/domain-errors';
import { formatCalendarDate } from '../../lib/german/format';
import { schedulingMessages, weekdayLabels, type Weekday } from './contract';
import type { SchedulingError } from './decide';

const dayName = (day: string) =>
  day in weekdayLabels ? `am ${weekdayLabels[day as Weekday]}` : `am ${formatCalendarDate(day)}`;

/** The scheduling module's broken rules as status, German message and code. */
export const schedulingErrors: ErrorTable<SchedulingError> = {
  NotYours: [403, 'Sie können nur Ihre eigene Verfügbarkeit ändern.', 'FORBIDDEN'],
  AdminsOnly: [403, 'Nur Admins ändern die Absagefrist.', 'FORBIDDEN'],
  RangesOverlap: [
    400,
    (e) => `${schedulingMessages.rangesOverlap.replace(/\.$/, '')} (${dayName(e.day)}).`,
    'RANGES_OVERLAP',
  ],
  NoSuchDate: [400, (e) => `${schedulingMessages.invalidDate.replace(/\.$/, '')} (${e.date}).`, 'INVALID_DATE'],
};
