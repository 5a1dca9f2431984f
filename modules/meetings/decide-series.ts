import { addDays } from '../../lib/german/time';
import { unreachable } from '../../lib/unreachable';
import { formatCalendarDate, hoursText } from '../../lib/german/format';
import { seriesStepDays, type SeriesInterval } from './series-contract';
import type { MeetingClash, MeetingError } from './decide-commands';

// A series (issue 34 item 7): the Berlin dates of its meetings, and the all-or-nothing rule. Each
// meeting is decided by the plan's own rules (`PlanMeeting`, the packages' `ReserveHours`); what
// those refuse for one date is gathered here, and one refusal refuses the series as a whole.

/** The meetings of a series on Berlin's clock: the first one's date and time, then every week or two. */
export function seriesDates(first: { date: string; time: string }, every: SeriesInterval, count: number) {
  // The same wall-clock time each time, whatever the clock change in between (the instant moves by an hour).
  return Array.from({ length: count }, (_, k) => ({
    date: addDays(first.date, k * seriesStepDays[every]),
    time: first.time,
  }));
}

/** Why one date of a series cannot be planned. */
type Why =
  | ({ why: 'clash' } & Pick<MeetingClash, 'whose'> & { clashTime: string; clashDuration: number })
  | { why: 'hours'; available: number }
  | { why: 'term' }
  | { why: 'past' }
  | { why: 'noSuchTime' };
export type SeriesDateRefusal = { date: string; time: string } & Why;

/**
 * What a refusal of one meeting's rules (its module and rejection) says about that date; null when
 * it is no matter of the date (not your client, no package, a wrong length...): then the series is
 * refused with that refusal itself, as a single meeting would be.
 */
export function refusalOnDate(module: string, rejection: { code: string } & Record<string, unknown>): Why | null {
  if (module === 'meetings' && rejection.code === 'Clash') {
    const clash = rejection as unknown as MeetingClash;
    return { why: 'clash', whose: clash.whose, clashTime: clash.time, clashDuration: clash.duration };
  }
  if (module === 'meetings' && rejection.code === 'InPast') return { why: 'past' };
  if (module === 'meetings' && rejection.code === 'NoSuchTime') return { why: 'noSuchTime' };
  if (module === 'packages' && rejection.code === 'InsufficientHours')
    return { why: 'hours', available: Number(rejection.available) };
  if (module === 'packages' && rejection.code === 'OutsideValidity') return { why: 'term' };
  return null;
}

/** All or nothing: any date refused refuses the series, naming every such date; none: it is planned. */
export const decideSeries = (refused: readonly SeriesDateRefusal[]): MeetingError | null =>
  refused.length === 0 ? null : { code: 'SeriesRefused', dates: [...refused] };

const clashOf: Record<MeetingClash['whose'], string> = {
  partner: 'hat der Accelerator',
  client: 'hat der Klient',
  both: 'haben Klient und Accelerator',
};

/** One refused date in German, for the series' 409. */
export function refusedDateText(r: SeriesDateRefusal): string {
  const on = `am ${formatCalendarDate(r.date)}`;
  switch (r.why) {
    case 'clash':
      return `${on} ${clashOf[r.whose]} schon einen Termin (${r.clashTime} Uhr, ${r.clashDuration} Minuten)`;
    case 'hours':
      return `${on} reichen die Stunden nicht (noch ${hoursText(r.available)} frei)`;
    case 'term':
      return `${on} liegt der Termin außerhalb der Laufzeit des Pakets`;
    case 'past':
      return `${on} liegt der Termin in der Vergangenheit`;
    case 'noSuchTime':
      return `${on} gibt es ${r.time} Uhr wegen der Zeitumstellung nicht`;
    default:
      return unreachable(r);
  }
}
