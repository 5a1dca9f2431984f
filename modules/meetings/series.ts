import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../server/context';
import { DomainError, runAcross, type EventMetadata } from '../../server/eventstore';
import { berlinToInstant, berlinWallClock, type RepeatedTime } from './berlin-time';
import { planIn, type PlanInput } from './commands';
import { decideSeries, refusalOnDate, seriesDates, type SeriesDateRefusal } from './decide-series';
import type { SeriesInterval } from './series-contract';
import type { Actor } from '../identity/contract';

interface SeriesInput extends Omit<PlanInput, 'date' | 'time'> {
  firstStartsAt: Date;
  every: SeriesInterval;
  count: number;
}

/**
 * Plans a series in ONE transaction, all or none (issue 34 item 7). Each meeting goes through the
 * single plan's rules and is appended at once, so the next one's clash and hours see it; a date
 * that is refused is noted and the rest still tried, so the 409 names every such date; then one
 * refusal rolls the whole transaction back. Answers the series' id and its meetings' ids.
 */
export async function planSeries(ctx: AppContext, actor: Actor, input: SeriesInput, meta: EventMetadata) {
  const seriesId = randomUUID();
  const first = berlinWallClock(input.firstStartsAt);
  // The first meeting is the instant sent, the autumn's second 02:30 too; later dates keep the wall time.
  const winterAt = berlinToInstant(first.date, first.time, 'winter')?.getTime() ?? Infinity;
  const firstRepeated: RepeatedTime = input.firstStartsAt.getTime() >= winterAt ? 'winter' : 'summer';
  const dates = seriesDates(first, input.every, input.count);
  const meetingIds = dates.map(() => randomUUID());
  await runAcross(ctx, meta, async (tx, now) => {
    const refused: SeriesDateRefusal[] = [];
    for (const [k, when] of dates.entries()) {
      try {
        const appends = await planIn(
          ctx,
          tx,
          actor,
          { ...input, ...when, seriesId, ...(k === 0 ? { repeatedTime: firstRepeated } : {}) },
          meetingIds[k]!,
          now,
        );
        await ctx.store.append(tx, appends, meta);
      } catch (err) {
        const why = err instanceof DomainError ? refusalOnDate(err.module, { ...err.details, code: err.code }) : null;
        if (!why) throw err;
        refused.push({ ...when, ...why });
      }
    }
    const refusal = decideSeries(refused);
    if (refusal) throw new DomainError('meetings', refusal);
    return [];
  });
  return { seriesId, meetingIds };
}
