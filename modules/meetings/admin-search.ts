import { sql, type ExpressionBuilder, type SqlBool } from 'kysely';
import { addDays, berlinDayStart, parseCalendarDate } from '../../lib/german/time';
import type { Db, Tx } from '../../server/db/kysely';
import { findUserNames } from '../identity';
import { meetingStatuses, meetingStatusLabels, platformLabels, platforms } from './contract';
import type { MeetingsTables } from './tables';

// The admin's search (issue 17): what the box looks at, as before the list moved to the server:
// client name and e-mail, partner name, the date (ISO or German 'TT.MM.JJJJ'), the time, the
// status (label or value) and the platform label. Every word must be found in one of them.
// Names live in identity: it answers the ids of the people a word names, and the meetings' SQL
// asks for those ids (no join of its tables).

/** What one search word can mean; each part matches meetings through an index where it can. */
interface WordMeaning {
  /** people (clients or partners) whose name or e-mail contains the word */
  people: string[];
  statuses: string[];
  platforms: string[];
  /** a whole date ('24.11.2026' or '2026-11-24'): that Berlin day */
  day: { from: Date; to: Date } | null;
  /** digits with . - or : (part of a date or time): matched in the date and time text */
  digits: string | null;
}

const lower = (s: string) => s.toLocaleLowerCase('de-DE');

/** '24.11.2026' or '2026-11-24' as the ISO day, if it is one that exists. */
function dayOf(word: string): string | null {
  const german = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(word);
  const iso = german ? `${german[3]}-${german[2]}-${german[1]}` : word;
  return parseCalendarDate(iso) ? iso : null;
}

async function meaningOf(db: Db | Tx, word: string): Promise<WordMeaning> {
  const day = dayOf(word);
  return {
    people: (await findUserNames(db, { contains: word })).map((p) => p.id),
    statuses: meetingStatuses.filter((s) => lower(meetingStatusLabels[s]).includes(word) || s.includes(word)),
    platforms: platforms.filter((p) => lower(platformLabels[p]).includes(word)),
    day: day ? { from: berlinDayStart(day), to: berlinDayStart(addDays(day, 1)) } : null,
    digits: !day && /^[\d.:-]+$/.test(word) ? word : null,
  };
}

/** The search box's words (lower case), each with what it may mean. */
export async function searchMeanings(db: Db | Tx, search: string): Promise<WordMeaning[]> {
  const words = lower(search.trim()).split(/\s+/).filter(Boolean);
  return Promise.all(words.map((w) => meaningOf(db, w)));
}

/** The Berlin date as the German 'TT.MM.JJJJ', in SQL (the column holds 'YYYY-MM-DD'). */
const germanDate = sql<string>`substr(date, 9, 2) || '.' || substr(date, 6, 2) || '.' || substr(date, 1, 4)`;

/** A where-clause: every word found in one of the fields it may mean (no words: everything). */
export function matchesAll(meanings: WordMeaning[]) {
  return (eb: ExpressionBuilder<MeetingsTables, 'meetings'>) =>
    eb.and(
      meanings.map((m) => {
        const any: ReturnType<typeof sql<SqlBool>>[] = [];
        if (m.people.length > 0) {
          any.push(sql<SqlBool>`meetings.client_id = any(${m.people}::uuid[])`);
          any.push(sql<SqlBool>`meetings.partner_id = any(${m.people}::uuid[])`);
        }
        if (m.statuses.length > 0) any.push(sql<SqlBool>`meetings.status = any(${m.statuses}::text[])`);
        if (m.platforms.length > 0) any.push(sql<SqlBool>`meetings.platform = any(${m.platforms}::text[])`);
        if (m.day) any.push(sql<SqlBool>`(meetings.starts_at >= ${m.day.from} and meetings.starts_at < ${m.day.to})`);
        if (m.digits) {
          const part = `%${m.digits}%`;
          any.push(
            sql<SqlBool>`(meetings.date like ${part} or ${germanDate} like ${part} or meetings.time like ${part})`,
          );
        }
        return any.length > 0 ? eb.or(any) : sql<SqlBool>`false`;
      }),
    );
}
