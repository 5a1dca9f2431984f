import type { HandoverRequest, PartnerHoldings } from '../../../../modules/meetings/contract';

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
