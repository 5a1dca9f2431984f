import type { BusyTimesAnswer } from '../../../../modules/scheduling/contract';
import { berlinToInstant } from '../../../../modules/meetings/contract';
import { formatTime } from '../../../../lib/german/format';

/**
 * The plan dialog's hint (issue 34): the time typed overlaps an entry of the Accelerator's own
 * calendars. A hint, not a refusal: the coach decides over their own private time (clients' bookings
 * are refused there by the slot rule). Null while the slot is incomplete or free.
 */
export function calendarBusyHint(
  slot: { date: string | null; time: string | null; duration: number },
  busy: BusyTimesAnswer['busy'],
): string | null {
  if (!slot.date || !slot.time) return null;
  const start = berlinToInstant(slot.date, slot.time);
  if (!start) return null;
  const end = start.getTime() + slot.duration * 60_000;
  const hit = busy.find((b) => Date.parse(b.startsAt) < end && start.getTime() < Date.parse(b.endsAt));
  if (!hit) return null;
  if (Date.parse(hit.endsAt) - Date.parse(hit.startsAt) >= 86_400_000)
    return 'In Ihrem eigenen Kalender ist an diesem Tag ein ganztägiger Termin eingetragen.';
  return `In Ihrem eigenen Kalender ist von ${formatTime(hit.startsAt)} bis ${formatTime(hit.endsAt)} Uhr ein Termin eingetragen.`;
}
