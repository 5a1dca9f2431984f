// Meetings are planned in Berlin wall-clock time and stored as exact instants.

const TZ = 'Europe/Berlin';
const parts = new Intl.DateTimeFormat('en-CA', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The Berlin wall clock at an instant: { date: 'YYYY-MM-DD', time: 'HH:mm' }. */
export function berlinWallClock(instant: Date): { date: string; time: string } {
  const p = Object.fromEntries(parts.formatToParts(instant).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

/**
 * The instant at which Berlin's clock shows `date` `time`. A time skipped by the spring change
 * (02:30 on that Sunday) maps to the hour after; a repeated autumn time to its winter-time instant.
 * Null for a date that does not exist (2026-02-30).
 */
export function berlinToInstant(date: string, time: string): Date | null {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  const check = new Date(Date.UTC(y, mo - 1, d));
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) return null;
  let guess = asUtc - 60 * 60_000; // Berlin is UTC+1 or UTC+2
  for (let i = 0; i < 3; i++) {
    const wall = berlinWallClock(new Date(guess));
    const [wy, wmo, wd] = wall.date.split('-').map(Number) as [number, number, number];
    const [wh, wmi] = wall.time.split(':').map(Number) as [number, number];
    const diff = asUtc - Date.UTC(wy, wmo - 1, wd, wh, wmi);
    if (diff === 0) break;
    guess += diff;
  }
  return new Date(guess);
}
