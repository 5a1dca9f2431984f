import {
  berlinToInstant,
  planSeriesRequest,
  seriesIntervalLabels,
  seriesIntervals,
  type CreateMeetingRequest,
  type PlanSeriesRequest,
  type SeriesInterval,
} from '../../../../modules/meetings/contract';
import { fieldErrors } from '../../../lib/validation';

/** 'Wiederholen' in the plan dialog (issue 34): none, or a series every week or two. */
export type Repeat = 'none' | SeriesInterval;
export const repeatOptions: { id: Repeat; label: string }[] = [
  { id: 'none', label: 'keine' },
  ...seriesIntervals.map((id) => ({ id, label: seriesIntervalLabels[id] })),
];

/**
 * The series request of a checked single plan, repeated `repeat` `count` times (as typed: '4', not
 * '4,5' or 'vier', which the contract refuses with its German message). The first start is the
 * typed Berlin date and time as an instant; the server keeps that wall-clock time for the others.
 */
export function seriesRequestOf(
  single: CreateMeetingRequest,
  repeat: SeriesInterval,
  count: string,
): { request?: PlanSeriesRequest; countError?: string } {
  const typed = count.trim();
  const first = berlinToInstant(single.date, single.time, single.repeatedTime);
  const request: PlanSeriesRequest = {
    clientId: single.clientId,
    firstStartsAt: first ? first.toISOString() : '',
    duration: single.duration,
    every: repeat,
    // Whole numbers only; anything else goes to the contract as NaN and is refused in its words.
    count: /^\d+$/.test(typed) ? Number(typed) : Number.NaN,
    platform: single.platform,
    link: single.link,
    address: single.location,
    notes: single.notes,
  };
  const errors = fieldErrors<'count' | 'other'>(planSeriesRequest, request, {});
  return errors.count ? { countError: errors.count } : { request };
}
