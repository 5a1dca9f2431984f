import { now, toCalendarDate, today } from '@internationalized/date';

const zone = 'Europe/Berlin';

/** Today in Berlin, as the date picker's minimum (past days disabled). */
export const berlinToday = () => today(zone);

/** The current Berlin date and wall-clock time, to refuse a time that has passed today. */
export function berlinNow(): { date: string; time: string } {
  const z = now(zone);
  return { date: toCalendarDate(z).toString(), time: `${String(z.hour).padStart(2, '0')}:${String(z.minute).padStart(2, '0')}` };
}
