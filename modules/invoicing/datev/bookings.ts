import type { InvoiceKind, PaymentMethod } from '../contract';
import type { DatevAccounts, DatevSettings, Taxation } from './contract';
import type { BatchHeader, Booking } from './extf';

// What a month books (pure; README 'DATEV'). Sollversteuerung: each issued invoice and credit note
// dated in it, on the debtor against the revenue account of its VAT (automatic accounts: DATEV
// takes the VAT out of the gross amount, so no BU-Schlüssel), and each payment booked in it, on the
// bank against the debtor; an advance invoice (issued before its service) books nothing itself, its
// payment goes to the advances received of its VAT (the tax falls due with the money, § 13 Abs. 1
// Nr. 1 a Satz 4 UStG). Ist-Versteuerung (§ 20 UStG): only payments, each on the bank against the
// revenue account of its invoice's VAT. Amounts are the gross integer cents of the documents; a
// credit note's (negative) amount books on the other side, under its original's number (Belegfeld 1).

/** An issued invoice or credit note as the export needs it. */
export interface InvoiceEntry {
  kind: InvoiceKind;
  number: string;
  issuedOn: string;
  grossCents: number;
  vatRate: number;
  smallBusiness: boolean;
  /** The buyer as named on the document (company, else name). */
  buyer: string;
  /** A credit note: the number of the invoice it cancels. */
  corrects: string | null;
  /** Issued before its service started (a credit note: its original was). */
  advance: boolean;
  /** A partial credit note (Rechnungskorrektur): it corrects its original, it does not cancel it. */
  partial?: boolean;
}

/** A payment confirmed on an invoice, with its invoice's VAT. */
export interface PaymentEntry {
  amountCents: number;
  bookedOn: string;
  invoiceNumber: string;
  buyer: string;
  /** a payment taken back: what it was ('Zahlung zurückgenommen', 'Rücklastschrift', …) */
  label?: string;
  vatRate: number;
  smallBusiness: boolean;
  advance: boolean;
  /** how the money came (absent: through the bank) */
  method?: PaymentMethod;
}

type Taxed = Pick<InvoiceEntry, 'vatRate' | 'smallBusiness' | 'number'>;

/** The revenue account of an invoice's VAT; null for a rate without account (only before the firm form refused it). */
function revenueAccountOf(i: Taxed, accounts: DatevAccounts): string | null {
  if (i.smallBusiness) return accounts.revenueSmallBusiness;
  if (i.vatRate === 19) return accounts.revenue19;
  if (i.vatRate === 7) return accounts.revenue7;
  return null;
}

/** The advances-received account of an invoice's VAT. */
function advanceAccountOf(i: Taxed, accounts: DatevAccounts): string | null {
  if (i.smallBusiness) return accounts.advanceSmallBusiness;
  if (i.vatRate === 19) return accounts.advance19;
  if (i.vatRate === 7) return accounts.advance7;
  return null;
}

/** Whether an invoice or credit note is booked itself: under Soll, unless it is an advance invoice (or its credit note). */
const bookedAsDocument = (i: InvoiceEntry, taxation: Taxation): boolean => taxation === 'soll' && !i.advance;

/** Where a payment's money is booked against the bank: the debtor, the advances received, or (Ist) the revenue. */
function paymentContraOf(p: PaymentEntry, accounts: DatevAccounts, taxation: Taxation): string | null {
  if (taxation === 'ist') return revenueAccountOf({ ...p, number: p.invoiceNumber }, accounts);
  if (p.advance) return advanceAccountOf({ ...p, number: p.invoiceNumber }, accounts);
  return accounts.debtor;
}

/**
 * Where a payment's money is: cash in the till (Kasse), a set-off on the clearing account (no money
 * moved: the adviser clears it against the claim its note names), everything else the bank (a
 * statement line, another account of the firm, the activation's confirmation, a refund's transfer).
 */
function moneyAccountOf(p: PaymentEntry, accounts: DatevAccounts): string {
  if (p.method === 'cash') return accounts.cash;
  if (p.method === 'offsetting') return accounts.offsetting;
  return accounts.bank;
}

type BookingsResult = { ok: true; bookings: Booking[] } | { ok: false; numbers: string[]; rates: number[] };

/** `cents` booked on the account: Soll when positive, Haben when negative, nothing when zero. */
export const signed = (
  cents: number,
  b: Omit<Booking, 'amountCents' | 'side' | 'taxKey'> & { taxKey?: string | null },
): Booking[] =>
  cents === 0
    ? []
    : [
        {
          amountCents: Math.abs(cents),
          side: cents > 0 ? 'S' : 'H',
          account: b.account,
          contraAccount: b.contraAccount,
          taxKey: b.taxKey ?? null,
          date: b.date,
          document: b.document,
          text: b.text,
        },
      ];

/**
 * The month's bookings, invoices first (by number as given), then payments. A zero amount books
 * nothing (DATEV refuses 'Umsatz 0,00'). Refused when an invoice has a VAT rate without account
 * (the firm form accepts only 19 and 7 %; an invoice of an older rate would otherwise be booked wrong).
 */
export function bookingsOf(
  invoices: readonly InvoiceEntry[],
  payments: readonly PaymentEntry[],
  accounts: DatevAccounts,
  taxation: Taxation = 'soll',
): BookingsResult {
  const booked = invoices.filter((i) => bookedAsDocument(i, taxation));
  const unsupported = [
    ...booked.filter((i) => revenueAccountOf(i, accounts) === null),
    ...payments
      .filter((p) => paymentContraOf(p, accounts, taxation) === null)
      .map((p) => ({ number: p.invoiceNumber, vatRate: p.vatRate })),
  ];
  if (unsupported.length > 0)
    return {
      ok: false,
      numbers: [...new Set(unsupported.map((i) => i.number))],
      rates: [...new Set(unsupported.map((i) => i.vatRate))].sort((a, b) => a - b),
    };
  // The debtor owes the gross amount (Soll); a credit note takes it back (Haben) under the
  // original's number in Belegfeld 1, so the adviser's open item of the original clears; the
  // credit note's own number is in the Buchungstext (Belegfeld 2 is DATEV's due date for OPOS).
  const invoiceBookings = booked.flatMap((i) =>
    signed(i.grossCents, {
      account: accounts.debtor,
      contraAccount: revenueAccountOf(i, accounts)!,
      date: i.issuedOn,
      document: i.kind === 'credit_note' ? (i.corrects ?? i.number) : i.number,
      text:
        i.kind === 'credit_note'
          ? `${i.partial ? 'Rechnungskorrektur' : 'Stornorechnung'} ${i.number} zu ${i.corrects ?? ''} ${i.buyer}`
          : `Rechnung ${i.number} ${i.buyer}`,
    }),
  );
  // Money in: the bank (the till, the clearing account) on Soll; a refund or a take-back the other way.
  const paymentBookings = payments.flatMap((p) =>
    signed(p.amountCents, {
      account: moneyAccountOf(p, accounts),
      contraAccount: paymentContraOf(p, accounts, taxation)!,
      date: p.bookedOn,
      document: p.invoiceNumber,
      text: `${p.label ?? (p.advance && taxation === 'soll' ? 'Anzahlung' : 'Zahlung')} Rechnung ${p.invoiceNumber} ${p.buyer}`,
    }),
  );
  return { ok: true, bookings: [...invoiceBookings, ...paymentBookings] };
}

/** The last day of a month 'yyyy-MM'. */
export function lastDayOf(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${month}-${String(days).padStart(2, '0')}`;
}

/** The first day of the fiscal year the month lies in ('yyyy-MM-dd'). */
export function fiscalYearStartOf(month: string, startMonth: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const year = m >= startMonth ? y : y - 1;
  return `${year}-${String(startMonth).padStart(2, '0')}-01`;
}

/** The batch header of a month's export. */
export function headerOf(settings: DatevSettings, month: string, createdAt: BatchHeader['createdAt']): BatchHeader {
  return {
    advisorNumber: settings.advisorNumber,
    clientNumber: settings.clientNumber,
    fiscalYearStart: fiscalYearStartOf(month, settings.fiscalYearStartMonth),
    accountLength: settings.accountLength,
    from: `${month}-01`,
    to: lastDayOf(month),
    label: `Rechnungen Zahlungen ${month}`,
    createdAt,
  };
}
