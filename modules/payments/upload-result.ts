import { statementFormatLabels, type StatementFormat, type StatementUploadResult } from './contract';
import type { IdentifiedLine } from './statement-line';

// What an upload read and did, as the admin reads it: the direct upload's answer and a finished
// import's result (imports/), one text.

type UploadCounts = {
  credits: number;
  reversals: number;
  debits: number;
  imported: number;
  proposed: number;
  payoutsPaid: number;
};

/** The admin's answer: what was read, what is new, and what was not taken (debits that are no payment) and why. */
function uploadMessage(r: UploadCounts): string {
  const payouts =
    r.payoutsPaid > 0 ? ` ${r.payoutsPaid} davon als ausgeführte Auszahlung(en) an Acceleratoren vermerkt.` : '';
  const others =
    r.debits > 0
      ? ` ${r.debits} sonstige Belastung(en) (z. B. Miete, Gebühren) betreffen keine Rechnung und wurden nicht übernommen.${payouts}`
      : '';
  if (r.credits + r.reversals === 0)
    return `Die Datei enthält keine Gutschriften (Zahlungseingänge); es wurde nichts gebucht.${others}`;
  const back = r.reversals > 0 ? ` und ${r.reversals} Rückbuchung(en)/Rücklastschrift(en)` : '';
  const read = `${r.credits} Gutschrift(en)${back} gelesen`;
  if (r.imported === 0) return `${read}; alle waren schon bekannt, nichts Neues gebucht.${others}`;
  return `${read}, ${r.imported} neu, davon ${r.proposed} einer Rechnung zugeordnet.${others}`;
}

/** The upload's result from the file as read and the import's counts. */
export function uploadResultOf(
  read: { format: StatementFormat; lines: readonly IdentifiedLine[]; debits: number },
  counts: { imported: number; proposed: number; payoutsPaid: number },
): StatementUploadResult {
  const reversals = read.lines.filter((l) => l.kind !== 'credit').length;
  const result = { credits: read.lines.length - reversals, reversals, debits: read.debits, ...counts };
  return {
    format: read.format,
    formatLabel: statementFormatLabels[read.format],
    ...result,
    message: uploadMessage(result),
  };
}
