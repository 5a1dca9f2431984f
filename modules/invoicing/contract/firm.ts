import { z } from 'zod';
import { wholeNumber } from '../../../lib/whole-number';
import { optionalLine, requiredLine } from '../../../lib/german/text';
import { creditorIdField } from './creditor-id';

// The firm's master data (the seller of every invoice) and a client's billing address, with the
// messages their checks answer in German.

export const invoicingMessages = {
  ibanInvalid: 'Bitte geben Sie eine gültige IBAN ein (Prüfziffer stimmt nicht).',
  bicInvalid: 'Bitte geben Sie eine gültige BIC ein (8 oder 11 Zeichen).',
  taxIdRequired: 'Bitte geben Sie die Steuernummer oder die USt-IdNr. an.',
  vatIdInvalid: 'Bitte geben Sie eine gültige USt-IdNr. ein (z. B. DE123456789).',
  vatRate: 'Der Steuersatz muss zwischen 0 und 100 % liegen.',
  vatRateUnsupported:
    'Bitte geben Sie einen der deutschen Umsatzsteuersätze an: 19 % (Regelsatz) oder 7 % (ermäßigt); ohne Umsatzsteuer wählen Sie „Kleinunternehmer (§ 19 UStG)“.',
  phoneRequired: 'Bitte geben Sie eine Telefonnummer an (Pflichtangabe jeder XRechnung).',
  vatRateDecimals: 'Der Steuersatz hat höchstens eine Nachkommastelle (z. B. 7,5).',
  vatRateZero:
    'Ohne Umsatzsteuer rechnet nur ein Kleinunternehmer (§ 19 UStG) ab; bitte wählen Sie das oder geben Sie einen Steuersatz über 0 % an.',
  paymentTerm: 'Das Zahlungsziel muss zwischen 0 und 365 Tagen liegen.',
  pattern:
    'Das Nummernmuster muss das Jahr ({YYYY} oder {YY}) und die laufende Nummer ({NNNN}) enthalten, sonst nur Buchstaben, Ziffern, „-“, „/“ und „_“.',
  patternTooLong: 'Rechnungsnummern nach diesem Muster würden länger als 36 Zeichen (mehr nimmt DATEV nicht an).',
  postalCode: 'Bitte geben Sie eine gültige Postleitzahl ein.',
  country: 'Bitte geben Sie das Land als Ländercode an (z. B. DE).',
  email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  smallBusinessNote: 'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.',
  invoiceNotFound: 'Rechnung nicht gefunden.',
  notAClient: 'Nur Klienten können eine Rechnungsadresse angeben; dieses Konto ist kein Klientenkonto.',
  notIssued: 'Ein Entwurf ohne Rechnungsnummer kann nicht storniert werden; er wurde nie gestellt.',
  discarded: 'Der Rechnungsentwurf wurde verworfen, weil das Paket storniert wurde; er wird nicht gestellt.',
  paymentOnUnissued: 'Auf einen Rechnungsentwurf ohne Nummer kann keine Zahlung gebucht werden.',
  paymentOnCancelled: 'Die Rechnung wurde storniert; auf sie kann keine Zahlung mehr gebucht werden.',
  reminderNotDue: 'Eine Zahlungserinnerung geht nur für eine überfällige, nicht bezahlte Rechnung hinaus.',
} as const;

/** 'DE89 3704 0044 0532 0130 00' → 'DE89370400440532013000'. */
export const compactIban = (iban: string): string => iban.replace(/\s+/g, '').toUpperCase();

/** Groups of four, as printed on invoices: 'DE89 3704 0044 0532 0130 00'. */
export const formatIban = (iban: string): string => compactIban(iban).replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Whether an IBAN is well-formed and its check digits hold (ISO 13616, mod 97 = 1). A German one is
 * 'DE' + 20 digits (22 characters); other countries by the general shape (15–34 characters).
 */
export function isValidIban(input: string): boolean {
  const iban = compactIban(input);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  if (iban.startsWith('DE') && !/^DE\d{20}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of rearranged) {
    const digits = /\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest === 1;
}

const countryCode = z
  .string({ error: invoicingMessages.country })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, invoicingMessages.country);

/** A postal address: street with number, postal code, city, ISO 3166 country code ('DE'). */
const postalAddress = z
  .object({
    street: requiredLine(200, 'Bitte geben Sie Straße und Hausnummer an.'),
    postalCode: requiredLine(10, invoicingMessages.postalCode),
    city: requiredLine(100, 'Bitte geben Sie den Ort an.'),
    country: countryCode.default('DE'),
  })
  .refine((a) => a.country !== 'DE' || /^\d{5}$/.test(a.postalCode), {
    message: invoicingMessages.postalCode,
    path: ['postalCode'],
  });
export type PostalAddress = z.infer<typeof postalAddress>;

export const DEFAULT_VAT_RATE = 19;
/**
 * When a package is invoiced: at the offer's acceptance (before the service: an advance invoice,
 * 'Vorausrechnung') or at its activation (the service starts: an ordinary invoice).
 */
export const invoiceMoments = ['acceptance', 'activation'] as const;
export type InvoiceMoment = (typeof invoiceMoments)[number];
export const invoiceMomentLabels: Record<InvoiceMoment, string> = {
  acceptance: 'Bei Annahme (Vorausrechnung)',
  activation: 'Bei Aktivierung des Pakets',
};
/** The German VAT rates today (§ 12 UStG): the standard rate and the reduced one. */
const germanVatRates = [19, 7] as const;
export const isGermanVatRate = (rate: number): boolean => (germanVatRates as readonly number[]).includes(rate);
export const DEFAULT_PAYMENT_TERM_DAYS = 14;
export const DEFAULT_NUMBER_PATTERN = '{YYYY}-{NNNN}';

/** '{YYYY}-{NNNN}' with 2026 and 7 -> '2026-0007'; a sequence wider than its placeholder is not cut. */
export function invoiceNumberOf(pattern: string, year: number, sequence: number): string {
  return pattern
    .replace(/\{YYYY\}/g, String(year))
    .replace(/\{YY\}/g, String(year % 100).padStart(2, '0'))
    .replace(/\{(N+)\}/g, (_m, ns: string) => String(sequence).padStart(ns.length, '0'));
}

/** DATEV's document field (Belegfeld 1) holds 36 characters: no invoice number may be longer. */
const MAX_NUMBER_LENGTH = 36;

const numberPattern = z
  .string({ error: invoicingMessages.pattern })
  .trim()
  .max(40, invoicingMessages.pattern)
  .refine(
    (p) => /\{N+\}/.test(p) && /\{YY(YY)?\}/.test(p) && /^([A-Za-z0-9\-/_]|\{YYYY\}|\{YY\}|\{N{1,10}\})+$/.test(p),
    invoicingMessages.pattern,
  )
  // Up to the 99,999th invoice of a year: the number's width grows past its {NNNN} when it must.
  .refine((p) => invoiceNumberOf(p, 2026, 99_999).length <= MAX_NUMBER_LENGTH, invoicingMessages.patternTooLong);

/**
 * The prefixes of a USt-IdNr.: the EU member states as VIES writes them ('EL' is Greece) and 'XI'
 * (Northern Ireland). Another prefix ('UK', 'GB', 'CH…') is no USt-IdNr. and would fail CEN's
 * BR-CO-09 in every e-invoice that carries it.
 */
const VAT_ID_PREFIXES = new Set(
  'AT BE BG CY CZ DE DK EE EL ES FI FR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK XI'.split(' '),
);

/** A VAT id as typed (spaces allowed), or null. */
export const vatIdField = optionalLine(20).refine((v) => {
  if (v === null) return true;
  const compact = v.replace(/\s+/g, '').toUpperCase();
  return /^[A-Z]{2}[A-Z0-9]{2,13}$/.test(compact) && VAT_ID_PREFIXES.has(compact.slice(0, 2));
}, invoicingMessages.vatIdInvalid);
/** An IBAN as typed, kept in groups of four. */
export const ibanField = z
  .string({ error: invoicingMessages.ibanInvalid })
  .refine(isValidIban, invoicingMessages.ibanInvalid)
  .transform(formatIban);
/** A BIC as printed ('COBA DE FF XXX') or compact, or null. */
export const bicField = optionalLine(20, invoicingMessages.bicInvalid).refine(
  (v) => v === null || /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(v.replace(/\s+/g, '').toUpperCase()),
  invoicingMessages.bicInvalid,
);

/** The firm's master data: the seller on every invoice (PUT /api/settings/firm, the whole of it each time). */
export const firmData = z
  .object({
    legalName: requiredLine(200, 'Bitte geben Sie den Namen der Firma an.'),
    address: postalAddress,
    // XRechnung requires the seller's phone and e-mail (KoSIT BR-DE-6, BR-DE-7).
    email: z.string({ error: invoicingMessages.email }).trim().email(invoicingMessages.email).max(200),
    // Typed as optional (data saved before this rule may lack it) but required from now on.
    phone: optionalLine(50).refine((v): boolean => v !== null, invoicingMessages.phoneRequired),
    taxNumber: optionalLine(30),
    vatId: vatIdField,
    registerEntry: optionalLine(200),
    managingDirector: optionalLine(200),
    iban: ibanField,
    // Typed as printed ('COBA DE FF XXX') or compact; stored compact (normalisedFirm).
    bic: bicField,
    bankName: optionalLine(100),
    // SEPA direct debit (modules/sepa): optional, needed before a client can grant a mandate.
    creditorId: creditorIdField,
    defaultVatRate: z
      .number({ error: invoicingMessages.vatRate })
      .min(0, invoicingMessages.vatRate)
      .max(100, invoicingMessages.vatRate)
      .multipleOf(0.1, invoicingMessages.vatRateDecimals)
      .default(DEFAULT_VAT_RATE),
    smallBusiness: z.boolean().default(false),
    invoiceAt: z
      .enum(invoiceMoments, { error: 'Bitte wählen Sie, wann Pakete in Rechnung gestellt werden.' })
      .default('acceptance'),
    numberPattern: numberPattern.default(DEFAULT_NUMBER_PATTERN),
    paymentTermDays: wholeNumber(0, 365, invoicingMessages.paymentTerm).default(DEFAULT_PAYMENT_TERM_DAYS),
  })
  .refine((f) => f.taxNumber !== null || f.vatId !== null, {
    message: invoicingMessages.taxIdRequired,
    path: ['taxNumber'],
  })
  // 0 % outside § 19 UStG would be a tax exemption, which needs its note on the invoice (§ 14 Abs. 4
  // Nr. 8 UStG) and category E in the XML; the invoices know none, so they would be wrong (BR-S-5).
  .refine((f) => f.smallBusiness || f.defaultVatRate > 0, {
    message: invoicingMessages.vatRateZero,
    path: ['defaultVatRate'],
  })
  // Only the rates DATEV has a revenue account for (see README 'DATEV'): another rate could be
  // invoiced but never exported.
  .refine((f) => f.smallBusiness || f.defaultVatRate === 0 || isGermanVatRate(f.defaultVatRate), {
    message: invoicingMessages.vatRateUnsupported,
    path: ['defaultVatRate'],
  });
export type FirmData = z.infer<typeof firmData>;

// The answers: the shapes above as saved and sent, without their checks.

/** A postal address as saved (`postalAddress`'s output). */
export const postalAddressAnswer = z.object({
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
});

/** The firm's data as saved (`firmData`'s output). */
export const firmDataAnswer = z.object({
  legalName: z.string(),
  address: postalAddressAnswer,
  email: z.string(),
  phone: z.string().nullable(),
  taxNumber: z.string().nullable(),
  vatId: z.string().nullable(),
  registerEntry: z.string().nullable(),
  managingDirector: z.string().nullable(),
  iban: z.string(),
  bic: z.string().nullable(),
  bankName: z.string().nullable(),
  creditorId: z.string().nullable().optional(),
  defaultVatRate: z.number(),
  smallBusiness: z.boolean(),
  /** absent in data saved before it existed: 'acceptance' */
  invoiceAt: z.enum(invoiceMoments).optional(),
  numberPattern: z.string(),
  paymentTermDays: z.number().int(),
});

/**
 * What GET /api/settings/firm answers: the saved data, or (never saved) a draft seeded from the
 * `IMPRESSUM_*` variables with the gaps empty; `saved` false until an admin saved it once.
 */
export const firmDataViewSchema = z.object({ saved: z.boolean(), version: z.number().int(), data: firmDataAnswer });
export type FirmDataView = z.infer<typeof firmDataViewSchema>;

/** PUT /api/invoices/billing-address: the signed-in client's own billing address. */
export const billingAddressRequest = postalAddress;

/** What `GET|PUT /api/invoices/billing-address` answer: the address, null while none was given. */
export const billingAddressAnswer = z.object({ address: postalAddressAnswer.nullable() });
