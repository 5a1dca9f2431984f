import { formatDateTime } from '../../../../lib/german/format';
import {
  datevSettings,
  taxationLabels,
  taxations,
  type DatevSettings,
  type DatevSettingsView,
  type Taxation,
} from '../../../../modules/invoicing/contract';
import { fieldErrors, type FieldErrors } from '../../../lib/validation';

// The DATEV settings as typed (all text; the two choices as their ids) and the month picker's
// choices. Pure, for the card and its unit test.

interface DatevForm {
  advisorNumber: string;
  clientNumber: string;
  accountLength: string;
  fiscalYearStartMonth: string;
  taxation: Taxation;
  accounts: DatevSettings['accounts'];
}

export const datevFormFrom = (v: DatevSettingsView['data']): DatevForm => ({
  advisorNumber: v.advisorNumber ?? '',
  clientNumber: v.clientNumber ?? '',
  accountLength: String(v.accountLength),
  fiscalYearStartMonth: String(v.fiscalYearStartMonth),
  taxation: v.taxation,
  accounts: { ...v.accounts },
});

/** The body the server takes, or the German message per field (the contract's). */
export function checkDatevForm(
  form: DatevForm,
): { ok: true; body: DatevSettings } | { ok: false; errors: FieldErrors } {
  const candidate = {
    ...form,
    accountLength: Number(form.accountLength),
    fiscalYearStartMonth: Number(form.fiscalYearStartMonth),
  };
  const parsed = datevSettings.safeParse(candidate);
  if (parsed.success) return { ok: true, body: parsed.data };
  // The accounts' lengths together: shown at the debtor account, the one that differs by rule.
  return { ok: false, errors: fieldErrors(datevSettings, candidate, { accounts: 'accounts.debtor' }) };
}

const monthName = (month: string) =>
  new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-15T12:00:00Z`),
  );

/** The last `count` months before `currentMonth` ('yyyy-MM'), newest first: the export's choices. */
export function exportMonths(currentMonth: string, count = 24): { id: string; label: string }[] {
  const [y, m] = currentMonth.split('-').map(Number) as [number, number];
  return Array.from({ length: count + 1 }, (_, k) => {
    const d = new Date(Date.UTC(y, m - 1 - k, 1));
    const id = `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
    return { id, label: k === 0 ? `${monthName(id)} (laufend)` : monthName(id) };
  });
}

/** The months picked for the export with their mark: '(laufend)', '(exportiert)'. */
export function exportMonthsMarked(currentMonth: string, exported: ReadonlySet<string>) {
  return exportMonths(currentMonth).map((m) => (exported.has(m.id) ? { ...m, label: `${m.label} (exportiert)` } : m));
}

/**
 * What the export page says of the picked month (modules/invoicing/README.md, 'Exported months'):
 * recorded (when, by whom: a new download gives the same file), running (a preview), or not yet.
 */
export function exportNote(
  month: string,
  currentMonth: string,
  record: { exportedAt: string; by: string } | undefined,
): string {
  if (record)
    return `Exportiert am ${formatDateTime(record.exportedAt)} Uhr von ${record.by}. Ein erneuter Download liefert dieselbe Datei; später in diesen Monat gebuchte Zahlungen kommen als Nachtrag in den nächsten nicht exportierten Monat.`;
  if (month >= currentMonth)
    return 'Der Monat läuft noch: Der Download ist eine Vorschau und wird nicht als exportiert festgehalten.';
  return 'Noch nicht exportiert. Der erste Download wird festgehalten und gilt für die Steuerberatung; die Einstellungen von heute gelten für ihn.';
}

export const monthOptions = Array.from({ length: 12 }, (_, k) => ({
  id: String(k + 1),
  label: new Intl.DateTimeFormat('de-DE', { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, k, 1))),
}));

export const accountLengthOptions = [4, 5, 6, 7, 8].map((n) => ({ id: String(n), label: `${n}-stellig` }));

export const taxationOptions = taxations.map((id) => ({ id, label: taxationLabels[id] }));
