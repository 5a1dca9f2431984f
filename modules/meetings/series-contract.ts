import { z } from 'zod';
import { choices } from '../../lib/choices';
import { optionalLine, optionalText } from '../../lib/german/text';
import { createMeetingRequest } from './contract';
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
const countMessage = `Die Anzahl der Termine muss eine ganze Zahl von 2 bis ${MAX_SERIES_COUNT} sein.`;

/** POST /api/meetings/series: the first meeting's instant, then `count` meetings `every` week or two. */
export const planSeriesRequest = createMeetingRequest
  .pick({ clientId: true, partnerId: true, duration: true, platform: true, link: true, notes: true })
  .extend({
    firstStartsAt: z
      .string({ error: 'Bitte geben Sie Datum und Uhrzeit des ersten Termins an.' })
      .datetime({ offset: true, error: 'Bitte geben Sie Datum und Uhrzeit des ersten Termins an.' }),
    every: z.enum(seriesIntervals, { error: 'Bitte wählen Sie „wöchentlich“ oder „alle 2 Wochen“.' }),
    count: z.coerce.number({ error: countMessage }).int(countMessage).min(2, countMessage).max(MAX_SERIES_COUNT, countMessage),
    /** where the series meets in person (required for 'Vor Ort', as `location` of a single meeting) */
    address: optionalLine(300, 'Die Adresse ist zu lang.'),
    notes: optionalText(2000),
  });
export type PlanSeriesRequest = z.input<typeof planSeriesRequest>;

export const seriesAnswerSchema = z.object({ seriesId: z.string(), meetings: z.array(meetingViewSchema) });
export type SeriesAnswer = z.infer<typeof seriesAnswerSchema>;
