import type { z } from 'zod';
import { berlinInstant, berlinWallTimeKind } from '../../lib/german/time';
import { repeatedTimeText } from '../../lib/german/clock-texts';

// Meetings are planned in Berlin wall-clock time and stored as exact instants (lib/german/time).

export { berlinWallClock } from '../../lib/german/time';

/** Which of the two times the autumn change repeats is meant: the first (MESZ) or the second (MEZ). */
export const repeatedTimes = ['summer', 'winter'] as const;
export type RepeatedTime = (typeof repeatedTimes)[number];
export const repeatedTimeLabels: Record<RepeatedTime, string> = {
  summer: 'Sommerzeit (MESZ)',
  winter: 'Winterzeit (MEZ)',
};
export const repeatedTimeChoice = 'Bitte wählen Sie Sommerzeit (MESZ) oder Winterzeit (MEZ).';

/**
 * The one rule for a typed time the autumn change repeats (02:30 on 25.10.2026 exists twice):
 * without the choice of which one it is refused, never read as the first behind the user's back.
 * Answers the German refusal, or null when the time needs no choice or has one.
 */
function repeatedTimeRefusal(date: string, time: string, choice: RepeatedTime | undefined): string | null {
  if (choice || berlinWallTimeKind(date, time) !== 'repeated') return null;
  return `${repeatedTimeText(date, time)} ${repeatedTimeChoice}`;
}

/** A typed time the autumn change repeats needs the choice (`repeatedTimeRefusal`), said at 'time'. */
export const askWhichRepeated = (
  v: { date: string; time: string; repeatedTime?: RepeatedTime | undefined; startsAt?: string },
  ctx: z.RefinementCtx,
) => {
  const refusal = v.startsAt ? null : repeatedTimeRefusal(v.date, v.time, v.repeatedTime);
  if (refusal) ctx.addIssue({ code: 'custom', path: ['time'], message: refusal });
};

/**
 * The instant at which Berlin's clock shows `date` `time`. Null for a date that does not exist
 * (2026-02-30) and for a time the spring change skips (02:30 on that Sunday): such a meeting is
 * refused with its own message, never moved to another time. A time the autumn change repeats
 * is the one `repeated` names (the contract refuses a typed one without it; a series' later dates
 * and hints take the first); a move from the slot list sends the instant itself.
 */
export const berlinToInstant = (date: string, time: string, repeated?: RepeatedTime): Date | null =>
  berlinInstant(date, time, repeated ? { repeated } : {});
