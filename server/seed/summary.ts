import type { FirmCounts } from './plan-types';
import { MINUTE } from './time';

/** Today, for a story: the last whole minute (every step lies before it, so nothing is in the future). */
export function storyEnd(now = Date.now()): number {
  return Math.floor(now / MINUTE) * MINUTE - MINUTE;
}

/** The seeded firm in German, for the console. */
export function describeCounts(c: FirmCounts): string[] {
  const p = c.packages;
  const m = c.meetings;
  return [
    `  ${c.partners} Acceleratoren, ${c.clients} Klienten, ${c.leads} weitere Anfragen ohne Registrierung`,
    `  Pakete: ${p.active} aktiv, ${p.pending_acceptance} angeboten, ${p.pending_activation} angenommen (Aktivierung ausstehend), ${p.completed} abgeschlossen, ${p.expired} abgelaufen, ${p.cancelled} abgelehnt`,
    `  Meetings: ${m.completed} abgeschlossen, ${m.cancelled} abgesagt, ${m.scheduled} geplant`,
    `  ${c.milestones} Meilensteine erreicht, ${c.ratings} Bewertungen, ${c.notes} Notizen in der KundenKartei`,
  ];
}
