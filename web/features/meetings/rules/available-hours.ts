import { hoursFor } from '../../../../modules/meetings/contract';
import type { PartnerClient } from '../../../../modules/partners/contract';

const round2 = (h: number) => Math.round(h * 100) / 100;

/**
 * Hours the partner may still plan on one package: what the server sends for their allocation,
 * the remaining hours minus those its planned meetings reserve (`reservedHours`, the packages
 * module's ledger, the rule its `ReserveHours` decides with). The server checks again when planning.
 */
export function availableHours(client: Pick<PartnerClient, 'remainingHours' | 'reservedHours'>): number {
  return Math.max(0, round2(client.remainingHours - client.reservedHours));
}

/** A duration is offered only when its hours fit the available hours (spec 02 §5). */
export function durationFits(minutes: number, available: number): boolean {
  return hoursFor(minutes) <= available + 1e-9;
}
