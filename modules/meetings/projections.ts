import { tablesOf, type Tx } from '../../server/db/kysely';
import { defineProjection, streamRows, type Stored } from '../../server/eventstore';
import { unreachable } from '../../lib/unreachable';
import { meetingEventTypes, type MeetingEvent } from './events';
import type { MeetingsTables } from './tables';

async function applyMeeting(tx: Tx, e: Stored<MeetingEvent>): Promise<void> {
  const meetings = streamRows(tablesOf<MeetingsTables>(tx), 'meetings', 'id', e.version);
  const update = (fields: Partial<MeetingsTables['meetings']>) =>
    meetings.update(e.data.meetingId, { ...fields, updated_at: new Date(e.data.at) });
  switch (e.type) {
    case 'MeetingPlanned': {
      const d = e.data;
      await meetings.insert({
        id: d.meetingId,
        client_id: d.clientId,
        partner_id: d.partnerId,
        user_package_id: d.userPackageId,
        starts_at: new Date(d.startsAt),
        date: d.date,
        time: d.time,
        duration: d.duration,
        hours: d.hours,
        platform: d.platform,
        link: d.link,
        notes: d.notes,
        status: 'scheduled',
        partner_confirmed: false,
        summary: null,
        completion_notes: null,
        hours_used: 0,
        cancel_reason: null,
        reminder_sent: false,
        created_at: new Date(d.at),
        updated_at: new Date(d.at),
        version: e.version,
      });
      return;
    }
    case 'MeetingCompleted':
      await update({
        status: 'completed',
        partner_confirmed: true,
        summary: e.data.summary,
        completion_notes: e.data.notes,
        hours_used: e.data.hoursUsed,
      });
      return;
    case 'MeetingCancelled':
      await update({ status: 'cancelled', cancel_reason: e.data.reason });
      return;
    case 'MeetingReminderSent':
      await update({ reminder_sent: true });
      return;
    default:
      return unreachable(e);
  }
}

export const meetingsProjection = defineProjection<MeetingEvent>({
  name: 'meetings.meetings',
  tables: ['meetings'],
  handles: meetingEventTypes,
  apply: applyMeeting,
});
