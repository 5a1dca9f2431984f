import type { AmountFit, LineProposal } from './contract';

// Which invoice(s) a bank line pays (a proposal; the admin confirms): the one whose package's payment
// reference, or whose number, its purpose names; several numbers named are split over those
// invoices; a number mistyped by one character is proposed as uncertain; with no number at all, the
// one invoice whose open amount and client's name fit. Compared without spaces, line breaks, dashes
// and case, as banks and payers break and spell references as they like.

export interface MatchCandidate {
  id: string;
  number: string;
  paymentReference: string | null;
  openCents: number;
  /** the client's name, for a line that names no number */
  clientName?: string | null;
}

interface MatchedText {
  purpose: string;
  endToEndId: string | null;
  amountCents: number;
  counterpartyName?: string | null;
}

const folded = (s: string): string =>
  s
    .toUpperCase()
    .replace(/Ä/g, 'AE')
    .replace(/Ö/g, 'OE')
    .replace(/Ü/g, 'UE')
    .replace(/ß/g, 'SS')
    .replace(/[^A-Z0-9]/g, '');

/** Invoice numbers in number order ('2026-0009' before '2026-0010'). */
export const byNumber = (a: { number: string }, b: { number: string }) =>
  a.number.localeCompare(b.number, 'de', { numeric: true });

/**
 * Within one character: one substituted, one missing or one extra, or two neighbours swapped
 * ('20260033' against '20260303'); the same text is not 'within one' (it is the number itself).
 */
export function oneCharApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  if (a.length === b.length) {
    const diff = [...a].flatMap((c, i) => (c === b[i] ? [] : [i]));
    if (diff.length === 1) return true;
    const [i, j] = diff;
    return diff.length === 2 && j === i! + 1 && a[i!] === b[j] && a[j] === b[i!];
  }
  const [long, short] = a.length > b.length ? [a, b] : [b, a];
  for (let i = 0; i < long.length; i++) if (long.slice(0, i) + long.slice(i + 1) === short) return true;
  return false;
}

/** The digits a purpose names as a number: each word's, and those of two or three neighbouring words ('2026 0033'). */
function numberCandidates(purpose: string): Set<string> {
  const words = purpose.split(/\s+/).map((w) => w.replace(/\D/g, ''));
  const found = new Set<string>();
  for (let i = 0; i < words.length; i++)
    for (let n = 1; n <= 3 && i + n <= words.length; n++) {
      const digits = words.slice(i, i + n).join('');
      if (digits.length >= 4) found.add(digits);
    }
  return found;
}

/** Legal forms and titles say nothing about who paid. */
const noName = new Set([
  'GMBH',
  'MBH',
  'AG',
  'KG',
  'OHG',
  'UG',
  'GBR',
  'EK',
  'CO',
  'UND',
  'DR',
  'PROF',
  'HERR',
  'FRAU',
]);
const nameWords = (s: string) =>
  new Set(
    s
      .split(/[\s,.&/+-]+/)
      .map(folded)
      .filter((w) => w.length >= 3 && !noName.has(w)),
  );

/** Whether the payer's name shares a word (a surname, a company's name) with the client's. */
export function samePayer(payer: string | null | undefined, client: string | null | undefined): boolean {
  if (!payer || !client) return false;
  const theirs = nameWords(client);
  return [...nameWords(payer)].some((w) => theirs.has(w));
}

/** One of several candidates: the one the amount fits exactly, if there is exactly one. */
function oneByAmount(hits: readonly MatchCandidate[], amountCents: number): MatchCandidate | null {
  const exact = hits.filter((h) => h.openCents === amountCents);
  return exact.length === 1 ? exact[0]! : null;
}

/** The invoice(s) the line names, or null. References of fewer than 4 letters or digits never match. */
export function matchLine(line: MatchedText, open: readonly MatchCandidate[]): LineProposal | null {
  const text = folded(`${line.purpose} ${line.endToEndId ?? ''}`);
  const named = (value: string | null) => {
    const f = value ? folded(value) : '';
    return f.length >= 4 && text.includes(f);
  };
  const byReference = open.filter((i) => named(i.paymentReference));
  const byNumberNamed = open.filter((i) => named(i.number)).sort(byNumber);
  const several = (hits: MatchCandidate[], matchedBy: 'paymentReference' | 'invoiceNumber'): LineProposal => {
    // Several invoices named: the one the amount fits alone, else split over all in number order.
    const fit = oneByAmount(hits, line.amountCents);
    if (fit || hits.length === 1) return { invoiceId: (fit ?? hits[0]!).id, matchedBy };
    const sorted = [...hits].sort(byNumber);
    return { invoiceId: sorted[0]!.id, matchedBy: 'invoiceNumbers', invoiceIds: sorted.map((h) => h.id) };
  };
  if (byReference.length > 0) return several(byReference, 'paymentReference');
  if (byNumberNamed.length > 0) return several(byNumberNamed, 'invoiceNumber');
  // A number within one character of an invoice's: proposed as uncertain, never booked without a look.
  const candidates = numberCandidates(line.purpose);
  const similar = open.filter((i) => {
    const digits = i.number.replace(/\D/g, '');
    return digits.length >= 4 && [...candidates].some((c) => oneCharApart(c, digits));
  });
  const typo = similar.length === 1 ? similar[0]! : oneByAmount(similar, line.amountCents);
  if (typo) return { invoiceId: typo.id, matchedBy: 'similarNumber' };
  if (similar.length > 0) return null;
  // No number: the one invoice whose open amount is the credit and whose client's name is the payer's.
  const fits = open.filter((i) => i.openCents === line.amountCents && samePayer(line.counterpartyName, i.clientName));
  return fits.length === 1 ? { invoiceId: fits[0]!.id, matchedBy: 'amountAndPayer' } : null;
}

/** The amount against what is open on the invoice. */
export function amountFit(amountCents: number, openCents: number): AmountFit {
  if (amountCents === openCents) return 'exact';
  return amountCents < openCents ? 'partial' : 'over';
}
