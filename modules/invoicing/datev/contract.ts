import { z } from 'zod';
import { wholeNumber } from '../../../lib/whole-number';
import type { DatevEvent } from './events';
import type { DatevExportEvent } from './exports';

// Isomorphic: the DATEV export's settings and query (issue 18, item 7). The tax adviser's numbers
// (Beraternummer, Mandantennummer), the ledger's account length and fiscal year, and the accounts
// the invoices and payments are booked on. Defaults: SKR03.

export const datevMessages = {
  advisorNumber: 'Bitte geben Sie die Beraternummer an (4 bis 7 Ziffern, ab 1001).',
  clientNumber: 'Bitte geben Sie die Mandantennummer an (1 bis 5 Ziffern, nicht 0).',
  accountLength: 'Die Sachkontenlänge muss zwischen 4 und 8 liegen.',
  fiscalYearStart: 'Bitte wählen Sie den Monat, in dem das Wirtschaftsjahr beginnt.',
  account: 'Bitte geben Sie eine Kontonummer aus Ziffern an.',
  accountLengthMismatch: (length: number) =>
    `Sachkonten müssen ${length}-stellig sein, Debitoren- und Kreditorenkonto ${length + 1}-stellig (Sachkontenlänge ${length}).`,
  personalAccountRange: (length: number) =>
    `Das Debitorenkonto muss zwischen 1${'0'.repeat(length)} und 6${'9'.repeat(length)} liegen, das Kreditorenkonto zwischen 7${'0'.repeat(length)} und 9${'9'.repeat(length)} (DATEV unterscheidet sie so).`,
  month: 'Bitte geben Sie den Monat als JJJJ-MM an.',
  taxation: 'Bitte wählen Sie Soll- oder Ist-Versteuerung.',
  /** the start of a late booking's Buchungstext ('Nachtrag 28.11.2026:'); the text is cut at 60 */
  lateBooking: (date: string) => `Nachtrag ${date}:`,
  changedSinceExport: (month: string, at: string) =>
    `Der Buchungsstapel ${month} lässt sich nicht mehr so erzeugen, wie er am ${at} exportiert wurde (eine Buchung darin hat sich geändert). Bitte verwenden Sie die damals exportierte Datei.`,
  notSaved:
    'Für den DATEV-Export fehlen die Berater- und die Mandantennummer: Bitte speichern Sie zuerst die DATEV-Einstellungen.',
  unsupportedRate: (numbers: string[], rates: number[]) =>
    `Für den Steuersatz ${rates.map((r) => `${String(r).replace('.', ',')} %`).join(', ')} ist kein Erlöskonto eingestellt (Rechnung ${numbers.join(', ')}).`,
  unsupportedInputVat: (numbers: string[], rates: number[]) =>
    `Für den Vorsteuersatz ${rates.map((r) => `${String(r).replace('.', ',')} %`).join(', ')} gibt es keinen BU-Schlüssel (Gutschrift ${numbers.join(', ')}).`,
  saved: 'DATEV-Einstellungen gespeichert.',
  saveFailed: 'Die DATEV-Einstellungen konnten nicht gespeichert werden.',
  loadFailed: 'Die DATEV-Einstellungen konnten nicht geladen werden.',
  downloadFailed: 'Der DATEV-Export konnte nicht erstellt werden.',
} as const;

/** How the firm's VAT falls due: on agreed (Soll) or on received (Ist, § 20 UStG) amounts. */
export const taxations = ['soll', 'ist'] as const;
export type Taxation = (typeof taxations)[number];
export const taxationLabels: Record<Taxation, string> = {
  soll: 'Sollversteuerung',
  ist: 'Ist-Versteuerung (§ 20 UStG)',
};

const digits = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(new RegExp(`^\\d{1,${max}}$`), message);

/** The accounts the export books on (digits; Sachkonten `accountLength` long, the debtor one longer). */
export const datevAccounts = z.object(
  {
    /** Erlöse 19 % USt (an automatic account: DATEV takes the VAT out of the gross amount). */
    revenue19: digits(8, datevMessages.account),
    /** Erlöse 7 % USt (automatic account). */
    revenue7: digits(8, datevMessages.account),
    /** Erlöse eines Kleinunternehmers (§ 19 UStG: no VAT). */
    revenueSmallBusiness: digits(8, datevMessages.account),
    // Advances received (an advance invoice's payment, § 13 Abs. 1 Nr. 1 a Satz 4 UStG); defaults
    // for settings saved before these existed.
    /** Erhaltene, versteuerte Anzahlungen 19 % USt (automatic account). */
    advance19: digits(8, datevMessages.account).default('1718'),
    /** Erhaltene, versteuerte Anzahlungen 7 % USt (automatic account). */
    advance7: digits(8, datevMessages.account).default('1711'),
    /** Erhaltene Anzahlungen of a small business (no VAT). */
    advanceSmallBusiness: digits(8, datevMessages.account).default('1710'),
    /** The one collective debtor every client's invoices and payments go through (a Personenkonto). */
    debtor: digits(9, datevMessages.account),
    /** The bank account payments arrive on. */
    bank: digits(8, datevMessages.account),
    // Money that never went through the bank (issue 31 review): a payment by hand in cash, and a
    // set-off (Verrechnung, e.g. a client's credit used against another invoice); defaults for
    // settings saved before these existed.
    /** Kasse: cash the office took (SKR03 1000, SKR04 1600). */
    cash: digits(8, datevMessages.account).default('1000'),
    /** Verrechnungskonto for set-offs, cleared by the adviser against the claim named in the note (SKR03 1590, SKR04 1370). */
    offsetting: digits(8, datevMessages.account).default('1590'),
    // The Acceleratoren's fees (issue 35): their Gutschriften, with the input VAT by BU-Schlüssel.
    /** Fremdleistungen, an account without automatic VAT (SKR03 3100, SKR04 5900). */
    fees: digits(8, datevMessages.account).default('3100'),
    /** The one collective creditor every Accelerator's Gutschrift goes through (a Personenkonto). */
    creditor: digits(9, datevMessages.account).default('70000'),
  },
  { error: datevMessages.account },
);
export type DatevAccounts = z.infer<typeof datevAccounts>;

/** Sachkonten are exactly `length` digits, debtor and creditor (Personenkonten) one more (DATEV's rule). */
export function accountsFit(accounts: DatevAccounts, length: number): boolean {
  const { debtor, creditor, ...ledger } = accounts;
  return (
    Object.values(ledger).every((a) => a.length === length) &&
    debtor.length === length + 1 &&
    creditor.length === length + 1
  );
}

/**
 * DATEV tells Personenkonten apart by their first digit: debtors 1–6 (10000–69999 beside four-digit
 * Sachkonten), creditors 7–9 (70000–99999). A debtor typed as 70000 would put every invoice on a creditor.
 */
export const personalAccountsInRange = (accounts: Pick<DatevAccounts, 'debtor' | 'creditor'>): boolean =>
  /^[1-6]/.test(accounts.debtor) && /^[7-9]/.test(accounts.creditor);

const datevSettingsShape = z.object(
  {
    /** Beraternummer of the tax adviser (1001–9999999). */
    advisorNumber: digits(7, datevMessages.advisorNumber).refine((v) => Number(v) >= 1001, datevMessages.advisorNumber),
    /** Mandantennummer of the firm at the adviser (1–99999). */
    clientNumber: digits(5, datevMessages.clientNumber).refine((v) => Number(v) >= 1, datevMessages.clientNumber),
    /** Sachkontenlänge: 4 for SKR03/SKR04 as usually kept. */
    accountLength: wholeNumber(4, 8, datevMessages.accountLength),
    /** The month the fiscal year begins with (1 = January: the calendar year). */
    fiscalYearStartMonth: wholeNumber(1, 12, datevMessages.fiscalYearStart),
    /**
     * 'soll': Sollversteuerung (VAT with the invoice; an advance's with its payment); 'ist':
     * Ist-Versteuerung (§ 20 UStG: VAT with the payment, so the payment books the revenue).
     */
    taxation: z.enum(taxations, { error: datevMessages.taxation }).default('soll'),
    accounts: datevAccounts,
  },
  { error: 'Bitte geben Sie die DATEV-Einstellungen vollständig an.' },
);

/** PUT /api/settings/datev: all of it each time. */
export const datevSettings = datevSettingsShape.superRefine((s, ctx) => {
  // Only once every account is digits (else its own message says what is wrong).
  const allDigits = Object.values(s.accounts).every((a) => /^\d+$/.test(a));
  if (allDigits && !accountsFit(s.accounts, s.accountLength))
    ctx.addIssue({ code: 'custom', message: datevMessages.accountLengthMismatch(s.accountLength), path: ['accounts'] });
  else if (allDigits && !personalAccountsInRange(s.accounts))
    ctx.addIssue({ code: 'custom', message: datevMessages.personalAccountRange(s.accountLength), path: ['accounts'] });
});
export type DatevSettings = z.infer<typeof datevSettings>;

/**
 * SKR03: 8400 Erlöse 19 % USt, 8300 Erlöse 7 % USt, 8195 Erlöse Kleinunternehmer, 1718/1711
 * erhaltene versteuerte Anzahlungen 19/7 % USt, 1710 erhaltene Anzahlungen, Debitor 10000, Bank 1200,
 * 3100 Fremdleistungen, Kreditor 70000, Kasse 1000, 1590 Durchlaufende Posten as the set-offs'
 * Verrechnungskonto. (SKR04: 4400, 4300, 4185, 3272, 3260, 3250, 10000, 1800, 5900, 70000, 1600, 1370.)
 */
export const skr03Accounts: DatevAccounts = {
  revenue19: '8400',
  revenue7: '8300',
  revenueSmallBusiness: '8195',
  advance19: '1718',
  advance7: '1711',
  advanceSmallBusiness: '1710',
  debtor: '10000',
  bank: '1200',
  fees: '3100',
  creditor: '70000',
  cash: '1000',
  offsetting: '1590',
};

/** What GET /api/settings/datev answers; never saved: the SKR03 defaults without the adviser's numbers. */
export const datevSettingsViewSchema = z.object({
  saved: z.boolean(),
  version: z.number().int(),
  data: z.object({
    advisorNumber: z.string().nullable(),
    clientNumber: z.string().nullable(),
    accountLength: z.number().int(),
    fiscalYearStartMonth: z.number().int(),
    taxation: z.enum(taxations),
    accounts: z.object({
      revenue19: z.string(),
      revenue7: z.string(),
      revenueSmallBusiness: z.string(),
      advance19: z.string(),
      advance7: z.string(),
      advanceSmallBusiness: z.string(),
      debtor: z.string(),
      bank: z.string(),
      fees: z.string(),
      creditor: z.string(),
      cash: z.string(),
      offsetting: z.string(),
    }),
  }),
});
export type DatevSettingsView = z.infer<typeof datevSettingsViewSchema>;

export const defaultDatevSettings = (): DatevSettingsView['data'] => ({
  advisorNumber: null,
  clientNumber: null,
  accountLength: 4,
  fiscalYearStartMonth: 1,
  taxation: 'soll',
  accounts: { ...skr03Accounts },
});

/**
 * The SKR03 defaults in a ledger's account length: DATEV lengthens an account by zeros at its end
 * (1718 is 17180 in a ledger of five-digit Sachkonten), a Personenkonto one digit longer.
 */
function defaultsOfLength(length: number): DatevAccounts {
  const { debtor, creditor, ...ledger } = skr03Accounts;
  const lengthened = Object.fromEntries(Object.entries(ledger).map(([k, a]) => [k, a.padEnd(length, '0')]));
  return {
    ...(lengthened as Omit<DatevAccounts, 'debtor' | 'creditor'>),
    debtor: debtor.padEnd(length + 1, '0'),
    creditor: creditor.padEnd(length + 1, '0'),
  };
}

/**
 * Settings as saved, the fields added since filled with their defaults (an older event lacks them),
 * in the ledger's length: a four-digit default in a five-digit ledger was a line DATEV refuses.
 */
export const withDatevDefaults = (saved: DatevSettings): DatevSettings => ({
  ...saved,
  taxation: saved.taxation ?? 'soll',
  accounts: { ...defaultsOfLength(saved.accountLength ?? 4), ...saved.accounts },
});

/** GET /api/invoices/export/datev?month=2026-11 */
export const datevExportQuery = z.object({
  month: z.string({ error: datevMessages.month }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, datevMessages.month),
});

/** The file's name: 'EXTF_' is DATEV's prefix for files of other programs. */
export const datevFileName = (month: string) => `EXTF_Buchungsstapel_${month}.csv`;

export const datevKeys = {
  settings: ['settings', 'datev'] as const,
  exports: ['settings', 'datev', 'exports'] as const,
};

/** GET /api/invoices/export/datev/months: each month handed to the adviser, when and by whom (newest first). */
export const datevExportsViewSchema = z.object({
  exports: z.array(
    z.object({
      month: z.string(),
      exportedAt: z.string(),
      by: z.string(),
      sha256: z.string(),
    }),
  ),
});
export type DatevExportsView = z.infer<typeof datevExportsViewSchema>;

/**
 * The export's answer header `DATEV-Export`: 'exportiert' (the month recorded now), 'erneut' (the
 * same bytes as its first export), 'vorschau' (the running month: recorded by nobody).
 */
export const datevExportHeader = 'datev-export';

// The event types of this module, for the web's refresh declarations (`web/realtime/refresh.ts`).
export type DatevEventType = DatevEvent['type'] | DatevExportEvent['type'];
