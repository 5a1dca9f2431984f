import { folded } from './matching';
import type { LineKind } from './contract';

// What a debit on the firm's account is to the payments: a returned direct debit or credit
// ('Rücklastschrift', 'Retoure'), a reversal ('Storno', 'Rückbuchung'), or none of ours (rent, fees).

const returnWords = /RUECKLASTSCHRIFT|RUCKLASTSCHRIFT|RETOURE|RUECKUEBERWEISUNG|LASTSCHRIFTRUECKGABE|RUECKGABE/;
const reversalWords = /STORNO|RUECKBUCHUNG|RUCKBUCHUNG/;

/** The kind of a debit by the bank's wording, or null for a debit that is no return or reversal. */
export function lineKindOfText(text: string): Exclude<LineKind, 'credit'> | null {
  const f = folded(text);
  if (returnWords.test(f)) return 'return';
  if (reversalWords.test(f)) return 'reversal';
  return null;
}

/** The SEPA return reason codes banks name (EPC guidance): an insufficient balance, no mandate, the payer's objection … */
const reasonCodes =
  /\b(AC01|AC04|AC06|AC13|AG01|AG02|AM04|AM05|BE05|CNOR|DNOR|FF01|FOCR|MD01|MD02|MD06|MD07|MS02|MS03|RC01|RR01|RR02|RR03|RR04|SL01|TM01)\b/;

/** A return reason code named in the bank's text ('… RUECKLASTSCHRIFT MD06 …'), or null. */
export function returnReasonIn(text: string): string | null {
  return text.toUpperCase().match(reasonCodes)?.[1] ?? null;
}

/** The reason codes in German, for the admin's list. */
const returnReasonLabels: Record<string, string> = {
  AC01: 'IBAN fehlerhaft',
  AC04: 'Konto erloschen',
  AC06: 'Konto gesperrt',
  AC13: 'Konto eines Verbrauchers (Firmenlastschrift nicht zulässig)',
  AG01: 'Lastschrift auf diesem Konto nicht zulässig',
  AG02: 'Ungültiger Buchungsschlüssel',
  AM04: 'Deckung unzureichend',
  AM05: 'Doppelte Einreichung',
  BE05: 'Gläubiger unbekannt',
  CNOR: 'Bank des Gläubigers nicht erreichbar',
  DNOR: 'Bank des Zahlers nicht erreichbar',
  FF01: 'Formatfehler',
  FOCR: 'Rückruf auf Wunsch des Auftraggebers',
  MD01: 'Kein Mandat',
  MD02: 'Mandatsdaten fehlen oder sind falsch',
  MD06: 'Widerspruch des Zahlers',
  MD07: 'Zahler verstorben',
  MS02: 'Vom Zahler abgelehnt (ohne Angabe)',
  MS03: 'Abgelehnt (ohne Angabe)',
  RC01: 'BIC fehlerhaft',
  RR01: 'Angaben zum Zahler fehlen',
  RR02: 'Name oder Anschrift des Zahlers fehlt',
  RR03: 'Name oder Anschrift des Gläubigers fehlt',
  RR04: 'Regulatorische Gründe',
  SL01: 'Besondere Dienstleistung der Bank',
  TM01: 'Nach Annahmeschluss eingegangen',
};

/**
 * A code's German label, or null for a code the table lacks. Own keys only: the code comes from the
 * bank's file, and one named like an object property ('toString') read a function as its label (the
 * proposals' answer broke).
 */
export const returnReasonLabelOf = (code: string): string | null =>
  Object.hasOwn(returnReasonLabels, code) ? returnReasonLabels[code]! : null;
