import { hoursFor, type MeetingView } from '../../../../modules/meetings/contract';
import type { PartnerClient } from '../../../../modules/partners/contract';

const round2 = (h: number) => Math.round(h * 100) / 100;

/**
 * Hours the partner may still plan on one package: the remaining hours of their allocation minus
 * what their scheduled meetings on it reserve. `my-clients` does not send the reserved hours, so
 * they are summed from the partner's own meetings (every reservation on an allocation is one of
 * that partner's scheduled meetings). The server checks again when planning.
 */
export function availableHours(
  client: Pick<PartnerClient, 'userPackageId' | 'remainingHours'>,
  myMeetings: readonly MeetingView[],
): number {
  const reserved = myMeetings
    .filter((m) => m.status === 'scheduled' && m.userPackageId === client.userPackageId)
    .reduce((sum, m) => sum + hoursFor(m.duration), 0);
  return Math.max(0, round2(client.remainingHours - reserved));
}

/** A duration is offered only when its hours fit the available hours (spec 02 §5). */
export function durationFits(minutes: number, available: number): boolean {
  return hoursFor(minutes) <= available + 1e-9;
}
