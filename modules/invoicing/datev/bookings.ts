import type { InvoiceKind } from '../contract';
import type { DatevAccounts, DatevSettings } from './contract';
import type { BatchHeader, Booking } from './extf';

// What a month books (pure): each issued invoice and credit note dated in it, on the debtor against
// the revenue account of its VAT (automatic accounts: DATEV takes the VAT out of the gross amount,
// so no BU-Schlüssel), and each payment booked in it, on the bank against the debtor. Amounts are the
// gross integer cents of the documents; a credit note's (negative) amount books on the other side.

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
}

/** A payment confirmed on an invoice. */
export interface PaymentEntry {
  amountCents: number;
  bookedOn: string;
  invoiceNumber: string;
  buyer: string;
  /** a payment taken back: what it was ('Zahlung zurückgenommen', 'Rücklastschrift', …) */
  label?: string;
}

/** The revenue account of an invoice's VAT; null when no account is set for its rate. */
function revenueAccountOf(i: InvoiceEntry, accounts: DatevAccounts): string | null {
  if (i.smallBusiness) return accounts.revenueSmallBusiness;
  if (i.vatRate === 19) return accounts.revenue19;
  if (i.vatRate === 7) return accounts.revenue7;
  return null;
}

type BookingsResult = { ok: true; bookings: Booking[] } | { ok: false; numbers: string[]; rates: number[] };

/** `cents` booked on the account: Soll when positive, Haben when negative, nothing when zero. */
const signed = (cents: number, b: Omit<Booking, 'amountCents' | 'side' | 'taxKey'>): Booking[] =>
  cents === 0
    ? []
    : [
        {
          amountCents: Math.abs(cents),
          side: cents > 0 ? 'S' : 'H',
          account: b.account,
          contraAccount: b.contraAccount,
          taxKey: null,
          date: b.date,
          document: b.document,
          text: b.text,
        },
      ];

/**
 * The month's bookings, invoices first (by number as given), then payments. A zero amount books
 * nothing (DATEV refuses 'Umsatz 0,00'). Refused when an invoice has a VAT rate without account.
 */
export function bookingsOf(
  invoices: readonly InvoiceEntry[],
  payments: readonly PaymentEntry[],
  accounts: DatevAccounts,
): BookingsResult {
  const unsupported = invoices.filter((i) => revenueAccountOf(i, accounts) === null);
  if (unsupported.length > 0)
    return {
      ok: false,
      numbers: unsupported.map((i) => i.number),
      rates: [...new Set(unsupported.map((i) => i.vatRate))].sort((a, b) => a - b),
    };
  // The debtor owes the gross amount (Soll); a credit note takes it back (Haben).
  const invoiceBookings = invoices.flatMap((i) =>
    signed(i.grossCents, {
      account: accounts.debtor,
      contraAccount: revenueAccountOf(i, accounts)!,
      date: i.issuedOn,
      document: i.number,
      text:
        i.kind === 'credit_note'
          ? `Stornorechnung ${i.number} zu ${i.corrects ?? ''} ${i.buyer}`
          : `Rechnung ${i.number} ${i.buyer}`,
    }),
  );
  // Money in: the bank on Soll against the debtor; a refund the other way.
  const paymentBookings = payments.flatMap((p) =>
    signed(p.amountCents, {
      account: accounts.bank,
      contraAccount: accounts.debtor,
      date: p.bookedOn,
      document: p.invoiceNumber,
      text: `${p.label ?? 'Zahlung'} Rechnung ${p.invoiceNumber} ${p.buyer}`,
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
