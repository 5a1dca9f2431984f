// Meetings are planned in Berlin wall-clock time and stored as exact instants.

const TZ = 'Europe/Berlin';
const parts = new Intl.DateTimeFormat('en-CA', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The Berlin wall clock at an instant: { date: 'YYYY-MM-DD', time: 'HH:mm' }. */
export function berlinWallClock(instant: Date): { date: string; time: string } {
  const p = Object.fromEntries(parts.formatToParts(instant).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

/**
 * The instant at which Berlin's clock shows `date` `time` (Berlin is UTC+1 in winter, UTC+2 in
 * summer). As in Temporal's 'compatible' rule: a time skipped by the spring change (02:30 on that
 * Sunday) is read in winter time, so it lands at 03:30 summer time; a time the autumn change repeats
 * takes its first (summer-time) occurrence. Null for a date that does not exist (2026-02-30).
 */
export function berlinToInstant(date: string, time: string): Date | null {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  const check = new Date(Date.UTC(y, mo - 1, d));
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) return null;
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  const shows = (instant: number) => {
    const w = berlinWallClock(new Date(instant));
    return w.date === date && w.time === time;
  };
  const summer = asUtc - 2 * 3600_000;
  const winter = asUtc - 3600_000;
  if (shows(summer)) return new Date(summer);
  return new Date(winter);
}
