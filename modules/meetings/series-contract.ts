import { z } from 'zod';
import { choices } from '../../lib/choices';
import { meetingViewSchema } from './answers';

// Isomorphic (re-exported by contract.ts): a series of meetings planned at once (issue 34 item 7).

export const { values: seriesIntervals, labels: seriesIntervalLabels } = choices({
  week: 'wöchentlich',
  '2weeks': 'alle 2 Wochen',
});
export type SeriesInterval = (typeof seriesIntervals)[number];
/** Days between two meetings of a series. */
export const seriesStepDays: Record<SeriesInterval, number> = { week: 7, '2weeks': 14 };
/** A year of weekly meetings: more is no coaching package, and a typo (400 for 40) is refused. */
export const MAX_SERIES_COUNT = 52;
export const seriesAnswerSchema = z.object({ seriesId: z.string(), meetings: z.array(meetingViewSchema) });
export type SeriesAnswer = z.infer<typeof seriesAnswerSchema>;
