import { createHash } from 'node:crypto';
import { paymentsMessages, type BankCredit, type LineKind } from './contract';

/**
 * One line of a bank statement we keep, as read from the file (CAMT or a German bank's CSV): a
 * credit, or a reversal or return (amount as a positive sum, the kind says it goes out).
 */
export interface StatementLine extends BankCredit {
  kind: LineKind;
  /** a return's reason code (CAMT `RtrInf/Rsn/Cd`, or named in the CSV's text), else null */
  returnReason: string | null;
  /** The bank account the statement is of (IBAN), when the file names it. */
  account: string | null;
  /** The bank's own reference of the entry (CAMT AcctSvcrRef), when there is one. */
  bankReference: string | null;
  endToEndId: string | null;
}

/**
 * A debit that is neither reversal nor return (rent, fees, and the firm's own transfers): not a
 * line of the payments, only read for the payouts and refunds it executes (their own modules match it).
 */
export interface OtherDebit {
  account: string | null;
  bankReference: string | null;
  bookedOn: string;
  amountCents: number;
  purpose: string;
  endToEndId: string | null;
}

/** An other debit's identity, as a line's (`identify`), marked as a debit so no credit shares it. */
export function debitIdOf(d: OtherDebit, n: number): string {
  if (d.bankReference) return uuidOf(`debit|ref|${d.account ?? ''}|${d.bankReference}`);
  return uuidOf(`debit|${d.account ?? ''}|${d.bookedOn}|${d.amountCents}|${d.purpose}|${d.endToEndId ?? ''}|${n}`);
}

/** A line as the file gives it, before it gets its identity. */
export type ReadLine = StatementLine;

/** A line with its stable identity: the same line in the same statement, uploaded again, is the same line. */
export interface IdentifiedLine extends StatementLine {
  lineId: string;
}

export const uuidOf = (key: string): string => {
  const h = createHash('sha256').update(key).digest('hex');
  // Shaped as a UUID (version nibble 5, variant 8) so it keys a stream and a uuid column.
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
};

/**
 * Gives each line its identity: the bank's reference (unique per account) where there is one; else
 * the hash of account, booking date, amount, purpose and counterparty, and how many equal lines came
 * before it in the file (two equal transfers on one day stay two lines).
 */
export function identify(lines: readonly ReadLine[]): IdentifiedLine[] {
  const seen = new Map<string, number>();
  return lines.map((l) => {
    let key: string;
    if (l.bankReference) key = `ref|${l.account ?? ''}|${l.bankReference}`;
    else {
      const base = [
        l.account ?? '',
        l.bookedOn,
        l.amountCents,
        l.purpose,
        l.counterpartyName ?? '',
        l.counterpartyIban ?? '',
        // A credit keeps its identity of before; a return of the same sum on the same day is another line.
        ...(l.kind === 'credit' ? [] : [l.kind]),
      ].join('|');
      const n = seen.get(base) ?? 0;
      seen.set(base, n + 1);
      key = `hash|${base}|${n}`;
    }
    return { ...l, lineId: uuidOf(key) };
  });
}

/**
 * A file refused as a whole (a German 400, nothing stored): a booking whose amount or date cannot be
 * read as the bank meant it. Skipping it would lose a payment silently; guessing could book a wrong one.
 */
export class UnreadableStatement extends Error {}

/** The largest credit read (20 Mio. €): beyond it, a misread file rather than a payment (and no integer column holds it). */
const MAX_LINE_CENTS = 2_000_000_000;

/** A credit's amount in cents as read, refused when there is none or it is beyond any payment. */
export function creditCents(raw: string, cents: number | null): number {
  if (cents === null) throw new UnreadableStatement(paymentsMessages.unreadableAmount(raw));
  if (Math.abs(cents) > MAX_LINE_CENTS) throw new UnreadableStatement(paymentsMessages.amountTooLarge(raw));
  return cents;
}

/** 'yyyy-mm-dd' when that day exists in the calendar (no 31.02.), else null. */
export function calendarDate(year: number, month: number, day: number): string | null {
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return d.toISOString().slice(0, 10);
}

/** Whitespace (line breaks of a remittance text) folded into single spaces. */
export const oneLine = (s: string): string => s.replace(/\s+/g, ' ').trim();
