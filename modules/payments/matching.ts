import type { AmountFit, MatchedBy } from './contract';

// Which open invoice a bank line pays: the one whose package's payment reference, or else whose
// number, its purpose names. Compared without spaces, line breaks, dashes and case, as banks and
// payers break and spell references as they like.

interface MatchCandidate {
  id: string;
  number: string;
  paymentReference: string | null;
  openCents: number;
}

const folded = (s: string): string => s.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** The invoice the line names (payment reference before number; the one the amount fits first), or null. */
export function matchLine(
  line: { purpose: string; endToEndId: string | null; amountCents: number },
  open: readonly MatchCandidate[],
): { invoiceId: string; matchedBy: MatchedBy } | null {
  const text = folded(`${line.purpose} ${line.endToEndId ?? ''}`);
  const named = (value: string | null) => {
    const f = value ? folded(value) : '';
    // A reference of fewer than 4 letters or digits would match by chance.
    return f.length >= 4 && text.includes(f);
  };
  const byFit = (a: MatchCandidate, b: MatchCandidate) =>
    Number(b.openCents === line.amountCents) - Number(a.openCents === line.amountCents);
  for (const matchedBy of ['paymentReference', 'invoiceNumber'] as const) {
    const hits = open.filter((i) => named(matchedBy === 'paymentReference' ? i.paymentReference : i.number));
    const best = [...hits].sort(byFit)[0];
    if (best) return { invoiceId: best.id, matchedBy };
  }
  return null;
}

/** The amount against what is open on the invoice. */
export function amountFit(amountCents: number, openCents: number): AmountFit {
  if (amountCents === openCents) return 'exact';
  return amountCents < openCents ? 'partial' : 'over';
}
