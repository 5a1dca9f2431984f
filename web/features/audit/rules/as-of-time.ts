import type { CalendarDate, Time } from '@internationalized/date';
import { berlinInstant, berlinWallTimeKind } from '../../../../lib/german/time';
import { skippedTimeText } from '../../../../lib/german/clock-texts';
import type { RepeatedTime } from '../../../../modules/meetings/contract';

/**
 * The instant 'Stand am' reads: the end of the chosen minute on Berlin's clock. A time the spring
 * change skips is refused at the time field; a time the autumn change repeats (02:30 on 25.10.2026)
 * is read only once the user said which one (`askRepeated`: the meeting form's chips ask), never as
 * the first behind their back (it was before 2026-11-29).
 */
export function asOfInstant(
  date: CalendarDate | null,
  time: Time | null,
  repeated?: RepeatedTime | null,
): { asOf?: string; timeError?: string; askRepeated?: true } {
  if (!date || !time) return {};
  const hhmm = time.toString().slice(0, 5);
  const kind = berlinWallTimeKind(date.toString(), hhmm);
  if (kind === 'repeated' && !repeated) return { askRepeated: true };
  // A time the spring change skips is said, never read as an hour later (it was 'shift' before).
  const end = time.set({ second: 59, millisecond: 999 });
  const at = berlinInstant(date, end, kind === 'repeated' && repeated ? { repeated } : {});
  if (at) return { asOf: at.toISOString() };
  return { timeError: skippedTimeText(date.toString(), hhmm) };
}
