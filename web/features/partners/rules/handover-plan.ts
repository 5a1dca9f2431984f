import type { HandoverPreview, HandoverRequest, PartnerHoldings } from '../../../../modules/meetings/contract';

/** The choice that gives a package's hours to nobody. */
export const RELEASE = 'release';

/** Per open package: an Accelerator's id, RELEASE, or nothing chosen yet. */
export type HandoverChoices = Record<string, string | undefined>;

/** Why the hand-over cannot be sent yet, or null. Pure, for the dialog. */
export function handoverBlocker(holdings: PartnerHoldings, choices: HandoverChoices): string | null {
  const started = holdings.packages.flatMap((p) => p.meetings.filter((m) => m.started));
  if (started.length)
    return started.length === 1
      ? 'Ein Termin hat bereits begonnen und ist nicht abgeschlossen. Bitte schließen Sie ihn zuerst ab oder markieren Sie ihn als „Nicht stattgefunden“.'
      : `${started.length} Termine haben bereits begonnen und sind nicht abgeschlossen. Bitte schließen Sie sie zuerst ab oder markieren Sie sie als „Nicht stattgefunden“.`;
  if (holdings.packages.some((p) => !choices[p.userPackageId]))
    return 'Bitte wählen Sie für jedes Paket, wer die Stunden übernimmt oder ob sie freigegeben werden.';
  return null;
}

/** The request the choices make. */
export function handoverRequestOf(choices: HandoverChoices, meetings: HandoverRequest['meetings']): HandoverRequest {
  return {
    packages: Object.entries(choices).flatMap(([userPackageId, choice]) =>
      choice ? [{ userPackageId, toPartnerId: choice === RELEASE ? null : choice }] : [],
    ),
    meetings,
  };
}

/**
 * The line above the preview's list: meetings on the leaver's own link or at their office go to
 * the successor's default place; meetings in the portal's room get a fresh room, since the leaver
 * knows its link (2026-11-29). Each part only when some meeting is of its kind.
 */
export function handoverMovesIntro(moves: HandoverPreview['moves'], name: string): string {
  const rooms = moves.filter((m) => m.from.platform === 'video-room').length;
  const others = moves.length - rooms;
  const count = (n: number) => (n === 1 ? 'Ein Termin' : `${n} Termine`);
  const verb = (n: number, one: string, many: string) => (n === 1 ? one : many);
  const parts = [
    ...(others
      ? [
          `${count(others)} auf dem eigenen Link oder im Büro von ${name} ${verb(others, 'wechselt', 'wechseln')} an den Standard-Ort des übernehmenden Accelerators.`,
        ]
      : []),
    ...(rooms
      ? [
          `${count(rooms)} im Raum des Portals ${verb(rooms, 'bekommt', 'bekommen')} einen neuen Raum: den bisherigen Link kennt ${name}.`,
        ]
      : []),
  ];
  return `${parts.join(' ')} Klient und Accelerator erfahren es per E-Mail:`;
}
