import { berlinInstant } from '../../lib/german/time';

// Meetings are planned in Berlin wall-clock time and stored as exact instants (lib/german/time).

export { berlinWallClock } from '../../lib/german/time';

/**
 * The instant at which Berlin's clock shows `date` `time`. Null for a date that does not exist
 * (2026-02-30) and for a time the spring change skips (02:30 on that Sunday): such a meeting is
 * refused with its own message, never moved to another time. A time the autumn change repeats
 * takes its first (summer-time) occurrence; a move from the slot list sends the instant itself.
 */
export const berlinToInstant = (date: string, time: string): Date | null => berlinInstant(date, time);
