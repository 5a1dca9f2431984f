import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { datevKeys, datevMessages, type DatevSettingsView } from '../../../../modules/invoicing/contract';
import { berlinMonthOf } from '../../../../lib/german/time';
import { handleApiError } from '../../../api/handle-error';
import { SaveForm } from '../../../components/form/SaveForm';
import { useSavedForm } from '../../../components/form/use-saved-form';
import { Button } from '../../../components/ui/Button';
import { queryCard } from '../../../components/errors/QueryCard';
import { Notice } from '../../../components/ui/Notice';
import { SelectField } from '../../../components/ui/SelectField';
import { toast } from '../../../components/ui/toast-queue';
import { datevExportsQuery, datevSettingsQuery, downloadDatevExport, saveDatevSettings } from '../api/datev';
import {
  accountLengthOptions,
  checkDatevForm,
  datevFormFrom,
  exportMonthsMarked,
  exportNote,
  monthOptions,
  taxationOptions,
} from '../rules/datev-form';
import * as styles from './DatevCard.css';

const accountFields = [
  { name: 'accounts.revenue19', label: 'Erlöse 19 % USt' },
  { name: 'accounts.revenue7', label: 'Erlöse 7 % USt' },
  { name: 'accounts.revenueSmallBusiness', label: 'Erlöse Kleinunternehmer (§ 19 UStG)' },
  { name: 'accounts.advance19', label: 'Erhaltene Anzahlungen 19 % USt' },
  { name: 'accounts.advance7', label: 'Erhaltene Anzahlungen 7 % USt' },
  { name: 'accounts.advanceSmallBusiness', label: 'Erhaltene Anzahlungen Kleinunternehmer' },
  {
    name: 'accounts.debtor',
    label: 'Debitor (Sammelkonto)',
    description: 'Ein Personenkonto für alle Klienten, eine Stelle länger als die Sachkonten.',
  },
  { name: 'accounts.bank', label: 'Bank' },
  { name: 'accounts.cash', label: 'Kasse (Barzahlungen)' },
  {
    name: 'accounts.offsetting',
    label: 'Verrechnungskonto',
    description:
      'Für Zahlungen per Verrechnung (z. B. ein Guthaben gegen eine andere Rechnung): kein Geld über die Bank.',
  },
  { name: 'accounts.fees', label: 'Fremdleistungen (Honorare der Acceleratoren)' },
  {
    name: 'accounts.creditor',
    label: 'Kreditor (Sammelkonto Acceleratoren)',
    description: 'Ein Personenkonto für alle Gutschriften, eine Stelle länger als die Sachkonten.',
  },
] as const;

/** The card 'DATEV' of /admin/settings: the adviser's numbers, the accounts, and the month's export. */
export const DatevCard = queryCard(
  {
    title: 'DATEV',
    subtitle: 'Buchungsstapel der Rechnungen, Zahlungen und Gutschriften eines Monats für die Steuerberatung.',
    testId: 'settings-datev',
    loadError: datevMessages.loadFailed,
  },
  DatevBody,
);

function DatevBody() {
  const { data: settings } = useSuspenseQuery(datevSettingsQuery);
  return (
    <div className={styles.body}>
      <DatevExport saved={settings.saved} />
      {/* Keyed by version: saved elsewhere (pushed), the form starts from the new settings. */}
      <DatevSettingsForm key={settings.version} view={settings} />
    </div>
  );
}

/**
 * Month picker and download: last month preselected (the usual batch for the adviser); the months
 * handed over are marked and named with when and by whom (their file never changes).
 */
function DatevExport({ saved }: { saved: boolean }) {
  const [current] = useState(() => berlinMonthOf(new Date()));
  // Not suspended: the card's settings need not wait for the list of exported months.
  const exports = useQuery(datevExportsQuery).data?.exports ?? [];
  const months = exportMonthsMarked(current, new Set(exports.map((e) => e.month)));
  const [month, setMonth] = useState(months[1]!.id);
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  const download = async () => {
    setBusy(true);
    try {
      toast.success('DATEV-Export heruntergeladen', await downloadDatevExport(month));
      void queryClient.invalidateQueries({ queryKey: datevExportsQuery.queryKey });
    } catch (error) {
      handleApiError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.exportRow}>
      <h3 className={styles.heading}>Export</h3>
      {saved ? null : <Notice tone="info">{datevMessages.notSaved}</Notice>}
      <SelectField
        label="Monat"
        options={months}
        value={month}
        onChange={(id) => id && setMonth(id)}
        description="Rechnungen nach Rechnungsdatum, Zahlungen nach Buchungstag der Bank."
      />
      <p className={styles.hint} data-testid="datev-export-note">
        {exportNote(
          month,
          current,
          exports.find((e) => e.month === month),
        )}
      </p>
      <div>
        <Button variant="secondary" isPending={busy} isDisabled={!saved} onPress={() => void download()}>
          DATEV-Export herunterladen
        </Button>
      </div>
    </div>
  );
}

function DatevSettingsForm({ view }: { view: DatevSettingsView }) {
  const { form, save } = useSavedForm({
    initial: () => datevFormFrom(view.data),
    check: checkDatevForm,
    save: saveDatevSettings,
    queryKey: datevKeys.settings,
    messages: { saved: datevMessages.saved, saveFailed: datevMessages.saveFailed },
    valuesOf: (answer) => datevFormFrom(answer.data),
  });

  return (
    <SaveForm label="DATEV-Einstellungen" of={{ form, save }} className={styles.form}>
      <h3 className={styles.heading}>Einstellungen</h3>
      <div className={styles.pair}>
        <form.AppField name="advisorNumber">
          {(field) => <field.TextField label="Beraternummer" inputMode="numeric" isRequired />}
        </form.AppField>
        <form.AppField name="clientNumber">
          {(field) => <field.TextField label="Mandantennummer" inputMode="numeric" isRequired />}
        </form.AppField>
        <form.AppField name="accountLength">
          {(field) => <field.SelectField label="Sachkontenlänge" options={accountLengthOptions} />}
        </form.AppField>
        <form.AppField name="fiscalYearStartMonth">
          {(field) => <field.SelectField label="Beginn des Wirtschaftsjahres" options={monthOptions} />}
        </form.AppField>
        <form.AppField name="taxation">
          {(field) => (
            <field.SelectField
              label="Versteuerung"
              options={taxationOptions}
              description="Ist-Versteuerung: Erlöse und Umsatzsteuer mit dem Zahlungseingang, die Rechnungen selbst werden nicht gebucht."
            />
          )}
        </form.AppField>
      </div>
      <p className={styles.hint}>
        Konten nach SKR03 vorbelegt (SKR04: 4400, 4300, 4185, 3272, 3260, 3250, Bank 1800, Kasse 1600, Verrechnung
        1370). Erlös- und Anzahlungskonten sind Automatikkonten: DATEV rechnet die Umsatzsteuer aus dem Bruttobetrag
        heraus. Eine Vorausrechnung wird nicht gebucht, erst ihre Zahlung als erhaltene Anzahlung.
      </p>
      <div className={styles.pair}>
        {accountFields.map(({ name, ...props }) => (
          <form.AppField key={name} name={name}>
            {(field) => <field.TextField inputMode="numeric" {...props} />}
          </form.AppField>
        ))}
      </div>
    </SaveForm>
  );
}
