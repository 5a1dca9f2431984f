import { addDays } from '../../lib/german/time';
import {
  compactIban,
  formatIban,
  invoicingMessages,
  type Amounts,
  type DraftReason,
  type FirmData,
  type PostalAddress,
  type Seller,
} from './contract';

// Pure arithmetic and wording of an invoice: amounts from the gross price, the number from the
// firm's pattern, what an invoice still lacks. Used by decide (and its tests); no I/O.

/**
 * The amounts of a gross price (the package's price is what the client pays, see README): net =
 * gross / (1 + rate), rounded to the cent, VAT = gross - net, so net + VAT is exactly the price.
 * A small business (§19 UStG) charges no VAT and states why.
 */
export function amountsOf(grossCents: number, vatRate: number, smallBusiness: boolean): Amounts {
  if (smallBusiness)
    return { netCents: grossCents, vatRate: 0, vatCents: 0, grossCents, taxNote: invoicingMessages.smallBusinessNote };
  // Rates in tenths of a percent keep the division exact in integers (19 % -> 190 / 1000).
  const rateTenths = Math.round(vatRate * 10);
  const netCents = Math.round((grossCents * 1000) / (1000 + rateTenths));
  return { netCents, vatRate, vatCents: grossCents - netCents, grossCents, taxNote: null };
}

/** The amounts of a credit note: the original's, negated. */
export const negated = (a: Amounts): Amounts => ({
  netCents: -a.netCents,
  vatRate: a.vatRate,
  vatCents: -a.vatCents,
  grossCents: -a.grossCents,
  taxNote: a.taxNote,
});

/** The due date: the invoice date plus the payment term, in calendar days. */
export const dueOnOf = (issuedOn: string, paymentTermDays: number): string => addDays(issuedOn, paymentTermDays);

/** What keeps an invoice from being issued now (empty: it can take its number). */
export function missingFor(firm: FirmData | null, address: PostalAddress | null): DraftReason[] {
  const missing: DraftReason[] = [];
  if (!address) missing.push('billingAddressMissing');
  if (!firm || (firm.taxNumber === null && firm.vatId === null)) missing.push('firmDataMissing');
  return missing;
}

/** The seller's part of an invoice, from the firm's data. */
export function sellerOf(firm: FirmData): Seller {
  return {
    legalName: firm.legalName,
    address: firm.address,
    email: firm.email,
    phone: firm.phone,
    taxNumber: firm.taxNumber,
    vatId: firm.vatId,
    registerEntry: firm.registerEntry,
    managingDirector: firm.managingDirector,
    iban: formatIban(firm.iban),
    bic: firm.bic,
    bankName: firm.bankName,
  };
}

/** The firm's data as stored: IBAN in groups of four, VAT id and BIC upper case without spaces. */
export function normalisedFirm(firm: FirmData): FirmData {
  const compact = (v: string | null) => (v === null ? null : v.replace(/\s+/g, '').toUpperCase());
  return {
    legalName: firm.legalName,
    address: {
      street: firm.address.street,
      postalCode: firm.address.postalCode,
      city: firm.address.city,
      country: firm.address.country,
    },
    email: firm.email,
    phone: firm.phone,
    taxNumber: firm.taxNumber,
    vatId: compact(firm.vatId),
    registerEntry: firm.registerEntry,
    managingDirector: firm.managingDirector,
    iban: formatIban(compactIban(firm.iban)),
    bic: compact(firm.bic),
    bankName: firm.bankName,
    // Only when given: data saved before the field existed reads the same.
    ...(firm.creditorId ? { creditorId: firm.creditorId } : {}),
    defaultVatRate: firm.defaultVatRate,
    smallBusiness: firm.smallBusiness,
    invoiceAt: firm.invoiceAt ?? 'acceptance',
    numberPattern: firm.numberPattern,
    paymentTermDays: firm.paymentTermDays,
  };
}
