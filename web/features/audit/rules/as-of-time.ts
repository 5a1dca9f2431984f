import type { CalendarDate, Time } from '@internationalized/date';
import { berlinInstant } from '../../../../lib/german/time';
import { skippedTimeText } from '../../../../lib/german/clock-texts';

/**
 * The instant 'Stand am' reads: the end of the chosen minute on Berlin's clock; a time the spring
 * change skips is refused at the time field.
 */
export function asOfInstant(date: CalendarDate | null, time: Time | null): { asOf?: string; timeError?: string } {
  if (!date || !time) return {};
  // A time the spring change skips is said, never read as an hour later (it was 'shift' before).
  const at = berlinInstant(date, time.set({ second: 59, millisecond: 999 }));
  if (at) return { asOf: at.toISOString() };
  return { timeError: skippedTimeText(date.toString(), time.toString().slice(0, 5)) };
}
