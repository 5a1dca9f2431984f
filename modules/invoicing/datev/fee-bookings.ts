import type { GutschriftEntry } from '../../fees';
import type { DatevAccounts } from './contract';
import { signed } from './bookings';
import type { Booking } from './extf';

// What a month books of the Acceleratoren's fees (issue 35, item 6; README 'DATEV'): each Gutschrift
// dated in it, gross, on the collective creditor (Haben) against Fremdleistungen (Soll), the input
// VAT by BU-Schlüssel (DATEV takes it out of the gross amount: 9 = 19 % Vorsteuer, 8 = 7 %); a
// small business's (§ 19 UStG) without key. The Gutschrift's number is Belegfeld 1, the
// Accelerator's name in the Buchungstext. § 13b UStG (reverse charge) is not handled.

/** DATEV's BU-Schlüssel for input VAT at a rate. */
const inputVatKeys: Record<number, string> = { 19: '9', 7: '8' };

type FeeBookingsResult = { ok: true; bookings: Booking[] } | { ok: false; numbers: string[]; rates: number[] };

/** The month's fee bookings, by number; refused when a Gutschrift's rate has no BU-Schlüssel. */
export function feeBookingsOf(gutschriften: readonly GutschriftEntry[], accounts: DatevAccounts): FeeBookingsResult {
  const unknown = gutschriften.filter((g) => g.tax.kind === 'vat' && !inputVatKeys[g.tax.rate]);
  if (unknown.length > 0)
    return {
      ok: false,
      numbers: unknown.map((g) => g.number),
      rates: [...new Set(unknown.map((g) => (g.tax.kind === 'vat' ? g.tax.rate : 0)))],
    };
  // The creditor is owed the gross amount (Haben); a Gutschrift that takes money back the other way.
  const bookings = gutschriften.flatMap((g) =>
    signed(-g.grossCents, {
      account: accounts.creditor,
      contraAccount: accounts.fees,
      taxKey: g.tax.kind === 'vat' ? inputVatKeys[g.tax.rate]! : null,
      date: g.issuedOn,
      document: g.number,
      text: `Gutschrift ${g.number} ${g.seller}`,
    }),
  );
  return { ok: true, bookings };
}
