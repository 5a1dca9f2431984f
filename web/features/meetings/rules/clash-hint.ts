import { berlinToInstant, findClash, type MeetingView } from '../../../../modules/meetings/contract';
import { formatCalendarDate } from '../../../../lib/german/format';
import { formatDuration } from './format';

/** What the plan dialog knows when it looks for a clash: the slot typed so far and whose it is. */
export interface PlannedSlot {
  date: string | null;
  time: string | null;
  duration: number;
  partnerId: string;
  /** the chosen client, undefined while none is chosen */
  clientId: string | undefined;
}

/**
 * The plan dialog's hint (issue 15 item 6): the meeting of the partner or the client that the slot
 * overlaps, said before the plan is sent; null while the slot is incomplete or free. Only a hint:
 * the server decides with the same `findClash` under the people's locks and answers 409 CLASH.
 */
export function clashHint(slot: PlannedSlot, meetings: readonly MeetingView[]): string | null {
  if (!slot.date || !slot.time || !slot.clientId) return null;
  const startsAt = berlinToInstant(slot.date, slot.time);
  if (!startsAt) return null;
  const clash = findClash(meetings, { ...slot, clientId: slot.clientId, startsAt });
  if (!clash) return null;
  const m = clash.meeting;
  const when = `${m.date === slot.date ? '' : `am ${formatCalendarDate(m.date)} `}um ${m.time} Uhr bereits ein Meeting (${formatDuration(m.duration)})`;
  switch (clash.whose) {
    case 'partner':
      return `Überschneidung: Sie haben ${when} mit ${m.clientName}.`;
    case 'client':
      return `Überschneidung: ${m.clientName} hat ${when} mit ${m.partnerName}.`;
    case 'both':
      return `Überschneidung: Sie und ${m.clientName} haben ${when}.`;
  }
}
