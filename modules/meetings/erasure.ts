import { tablesOf } from '../../server/db/kysely';
import type { PersonalFields, Projection } from '../../server/eventstore';
import type { MeetingsTables } from './tables';

const byClient = (fields: string[]): PersonalFields => ({ subject: (d) => (d.clientId as string) ?? null, fields });

/** What is said in and about a client's meetings is theirs. */
export const meetingsPersonal: Record<string, PersonalFields> = {
  MeetingPlanned: byClient(['notes', 'link']),
  MeetingCompleted: byClient(['summary', 'notes']),
  MeetingCancelled: byClient(['reason']),
};

export const meetingsErasure: Projection = {
  name: 'meetings.erasure',
  tables: ['meetings'],
  handles: ['UserDeleted'],
  async apply(tx, event) {
    await tablesOf<MeetingsTables>(tx)
      .updateTable('meetings')
      .set({ notes: null, summary: null, completion_notes: null, link: null, cancel_reason: null })
      .where('client_id', '=', (event.data as { userId: string }).userId)
      .execute();
  },
};
