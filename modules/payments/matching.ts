import { spellOutUmlauts } from '../../lib/german/umlauts';
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

/** A bank text as matched: umlauts spelled out, upper case, only letters and digits. */
export const folded = (s: string): string =>
  spellOutUmlauts(s)
    .toUpperCase()
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
  let i = 0;
  while (i < short.length && long[i] === short[i]) i++;
  return long.slice(i + 1) === short.slice(i);
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
function oneByAmount<T extends { openCents: number }>(hits: readonly T[], amountCents: number): T | null {
  const exact = hits.filter((h) => h.openCents === amountCents);
  return exact.length === 1 ? exact[0]! : null;
}

/** A text without one of its characters, each way. */
const deletions = (s: string): string[] => [...new Set(Array.from(s, (_, i) => s.slice(0, i) + s.slice(i + 1)))];

/** A candidate with what matching compares, folded once per upload (10,000 lines against hundreds of invoices). */
interface Prepared {
  invoice: MatchCandidate;
  reference: string;
  number: string;
  digits: string;
  names: Set<string>;
}

/**
 * The matcher of one upload: the open invoices prepared once (folded references and numbers, an
 * index of their digits and those with one digit left out, so a number one character off is found
 * by looking up, not by comparing with every invoice), then each line matched.
 */
export function matcherFor(open: readonly MatchCandidate[]): (line: MatchedText) => LineProposal | null {
  const prepared: Prepared[] = open.map((invoice) => ({
    invoice,
    reference: invoice.paymentReference ? folded(invoice.paymentReference) : '',
    number: folded(invoice.number),
    digits: invoice.number.replace(/\D/g, ''),
    names: nameWords(invoice.clientName ?? ''),
  }));
  const byDigits = new Map<string, Prepared[]>();
  for (const p of prepared)
    if (p.digits.length >= 4)
      for (const key of [p.digits, ...deletions(p.digits)]) byDigits.set(key, [...(byDigits.get(key) ?? []), p]);
  const byAmount = new Map<number, Prepared[]>();
  for (const p of prepared) byAmount.set(p.invoice.openCents, [...(byAmount.get(p.invoice.openCents) ?? []), p]);

  return (line) => {
    const text = folded(`${line.purpose} ${line.endToEndId ?? ''}`);
    // A reference of fewer than 4 letters or digits would match by chance.
    const named = (f: string) => f.length >= 4 && text.includes(f);
    const several = (hits: MatchCandidate[], matchedBy: 'paymentReference' | 'invoiceNumber'): LineProposal => {
      // Several invoices named: the one the amount fits alone, else split over all in number order.
      const fit = oneByAmount(hits, line.amountCents);
      if (fit || hits.length === 1) return { invoiceId: (fit ?? hits[0]!).id, matchedBy };
      const sorted = [...hits].sort(byNumber);
      return { invoiceId: sorted[0]!.id, matchedBy: 'invoiceNumbers', invoiceIds: sorted.map((h) => h.id) };
    };
    const byReference = prepared.filter((p) => named(p.reference)).map((p) => p.invoice);
    if (byReference.length > 0) return several(byReference, 'paymentReference');
    const byNumberNamed = prepared.filter((p) => named(p.number)).map((p) => p.invoice);
    if (byNumberNamed.length > 0) return several(byNumberNamed, 'invoiceNumber');
    // A number within one character of an invoice's: proposed as uncertain, never booked without a look.
    const similar = new Set<MatchCandidate>();
    for (const c of numberCandidates(line.purpose))
      for (const key of [c, ...deletions(c)])
        for (const p of byDigits.get(key) ?? []) if (oneCharApart(c, p.digits)) similar.add(p.invoice);
    const near = [...similar];
    const typo = near.length === 1 ? near[0]! : oneByAmount(near, line.amountCents);
    if (typo) return { invoiceId: typo.id, matchedBy: 'similarNumber' };
    if (near.length > 0) return null;
    // No number: the one invoice whose open amount is the credit and whose client's name is the payer's.
    const payer = nameWords(line.counterpartyName ?? '');
    const fits = (byAmount.get(line.amountCents) ?? []).filter((p) => [...payer].some((w) => p.names.has(w)));
    return fits.length === 1 ? { invoiceId: fits[0]!.invoice.id, matchedBy: 'amountAndPayer' } : null;
  };
}

/** The invoice(s) one line names, or null (`matcherFor` when many lines are matched against the same invoices). */
export const matchLine = (line: MatchedText, open: readonly MatchCandidate[]): LineProposal | null =>
  matcherFor(open)(line);

/** The amount against what is open on the invoice. */
export function amountFit(amountCents: number, openCents: number): AmountFit {
  if (amountCents === openCents) return 'exact';
  return amountCents < openCents ? 'partial' : 'over';
}
