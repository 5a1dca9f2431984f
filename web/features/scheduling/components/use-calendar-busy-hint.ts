import { useQuery } from '@tanstack/react-query';
import { parseCalendarDate } from '../../../../lib/german/time';
import { busyTimesQuery } from '../api/busy-sources';
import { calendarBusyHint } from '../rules/busy-hint';

/**
 * The plan dialog's hint from the Accelerator's own calendars for the day typed. A failed lookup
 * only means no hint.
 */
export function useCalendarBusyHint(slot: { date: string | null; time: string | null; duration: number }) {
  const day = slot.date && parseCalendarDate(slot.date) ? slot.date : '';
  const busy = useQuery({ ...busyTimesQuery(day), enabled: day !== '', meta: {} });
  return calendarBusyHint(slot, busy.data?.busy ?? []);
}
