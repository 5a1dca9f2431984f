import { berlinInstant } from '../../lib/german/time';

// Meetings are planned in Berlin wall-clock time and stored as exact instants (lib/german/time).

export { berlinWallClock } from '../../lib/german/time';

/**
 * The instant at which Berlin's clock shows `date` `time`. A time skipped by the spring change
 * (02:30 on that Sunday) is read in winter time, so it lands at 03:30 summer time; a time the
 * autumn change repeats takes its first (summer-time) occurrence. Null for a date that does not
 * exist (2026-02-30).
 */
export const berlinToInstant = (date: string, time: string): Date | null =>
  berlinInstant(date, time, { skipped: 'shift' });
