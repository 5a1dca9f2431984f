import type { PartnerClient } from '../../../../modules/partners/contract';
import { formatHours, formatHoursStd } from '../../../../lib/german/format';

// The tiles above 'Meine Kunden'.

export interface ClientsSummary {
  /** Distinct clients (one client may hold two current packages). */
  clients: number;
  packages: number;
  totalHours: number;
  remainingHours: number;
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

export function summariseClients(entries: readonly PartnerClient[]): ClientsSummary {
  return {
    clients: new Set(entries.map((e) => e.id)).size,
    packages: entries.length,
    totalHours: oneDecimal(entries.reduce((sum, e) => sum + e.totalHours, 0)),
    remainingHours: oneDecimal(entries.reduce((sum, e) => sum + e.remainingHours, 0)),
  };
}

/** '6,5 von 10 Std.': what is left of a total, short enough for a phone. */
export function formatHoursOf(part: number, total: number): string {
  return `${formatHours(part)} von ${formatHoursStd(total)}`;
}
