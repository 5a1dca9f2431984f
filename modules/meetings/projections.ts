import { tablesOf } from '../../server/db/kysely';
import { streamTable, type RowsOf, type Stored } from '../../server/eventstore';
import type { MeetingEvent } from './events';
import type { MeetingsTables } from './tables';

/** The `meetings` rows, each as of its stream's version. */
const meetings = streamTable(tablesOf<MeetingsTables>, 'meetings', 'id');

/** Changes the event's meeting, stamped with the event's time. */
const update = (
  rows: RowsOf<MeetingsTables, 'meetings'>,
  e: Stored<MeetingEvent>,
  fields: Partial<MeetingsTables['meetings']>,
) => rows.update(e.data.meetingId, { ...fields, updated_at: new Date(e.data.at) });

export const meetingsProjection = meetings.projection<MeetingEvent>('meetings.meetings', {
  MeetingPlanned: (rows, e) => {
    const d = e.data;
    return rows.insert({
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
      location: d.location ?? null,
      notes: d.notes,
      status: 'scheduled',
      partner_confirmed: false,
      summary: null,
      completion_notes: null,
      hours_used: 0,
      cancel_reason: null,
      no_show: false,
      booked_by_client: d.bookedByClient ?? false,
      series_id: d.seriesId ?? null,
      late_cancellation: false,
      reminder_sent: false,
      hour_reminder_sent: false,
      created_at: new Date(d.at),
      updated_at: new Date(d.at),
      version: e.version,
    });
  },
  MeetingCompleted: (rows, e) =>
    update(rows, e, {
      status: 'completed',
      partner_confirmed: true,
      summary: e.data.summary,
      completion_notes: e.data.notes,
      hours_used: e.data.hoursUsed,
      no_show: e.data.noShow ?? false,
    }),
  MeetingCancelled: (rows, e) =>
    update(rows, e, {
      status: 'cancelled',
      cancel_reason: e.data.reason,
      late_cancellation: e.data.late ?? false,
      hours_used: e.data.hoursUsed ?? 0,
    }),
  MeetingNotHeld: (rows, e) => update(rows, e, { status: 'not_held', cancel_reason: e.data.reason }),
  MeetingReminderSent: (rows, e) =>
    update(rows, e, e.data.kind === 'hour' ? { hour_reminder_sent: true } : { reminder_sent: true }),
  MeetingHandedOver: (rows, e) => {
    const { toPartnerId, platform, link = null, location = null } = e.data;
    // Without a platform (every hand-over before the place moved along) the place stays.
    return update(
      rows,
      e,
      platform ? { partner_id: toPartnerId, platform, link, location } : { partner_id: toPartnerId },
    );
  },
  MeetingRescheduled: (rows, e) => {
    const { startsAt, date, time, duration, hours, location } = e.data;
    const moved = {
      starts_at: new Date(startsAt),
      date,
      time,
      duration,
      hours,
      reminder_sent: false,
      hour_reminder_sent: false,
    };
    return update(rows, e, location === undefined ? moved : { ...moved, location });
  },
});
