import { dunningKeys, invoiceKeys, type InvoiceRow } from '../../../../modules/invoicing/contract';
import { formatHours } from '../../../../lib/german/format';
import { useDialogForm } from '../../../components/form/use-dialog-form';
import { FormDialogButton } from '../../../components/form/FormDialogButton';
import { writeMeta } from '../../../api/query-meta';
import { creditPart } from '../api/invoicing';
import { euroOfCents } from '../rules/invoice-display';
import { emptyPartialCredit, partialCreditForm, type PartialCreditForm } from '../rules/partial-credit-form';

/**
 * 'Teilgutschrift': part of an issued invoice credited by a Rechnungskorrektur with its own number,
 * by the hours not used (at the invoice's hourly price) or by an amount.
 */
export function PartialCreditButton({ invoice }: { invoice: InvoiceRow }) {
  const { form, dialog } = useDialogForm(partialCreditForm, emptyPartialCredit, {
    run: (values: PartialCreditForm) => creditPart(invoice.id, partialCreditForm.parse(values)),
    meta: writeMeta('Teilgutschrift erstellt', 'Teilgutschrift nicht erstellt', [
      invoiceKeys.all,
      dunningKeys.openItemsAll,
    ]),
  });
  const totalHours = invoice.totalHours;
  const credited = invoice.creditedCents > 0 ? ` · bereits gutgeschrieben ${euroOfCents(invoice.creditedCents)}` : '';
  return (
    <FormDialogButton
      label="Teilgutschrift"
      title="Teilgutschrift"
      subtitle={`Rechnung ${invoice.number ?? ''} über ${euroOfCents(invoice.grossCents)} · ${formatHours(totalHours)} Std.${credited}`}
      size="sm"
      {...dialog}
      confirmLabel="Rechnungskorrektur stellen"
    >
      <p>
        Eine Rechnungskorrektur mit eigener Nummer schreibt einen Teil der Rechnung gut: die nicht genutzten Stunden zum
        Stundenpreis der Rechnung, oder einen Betrag. Bitte nur eines von beiden angeben.
      </p>
      <form.AppField name="hours">
        {(field) => <field.TextField label="Nicht genutzte Stunden" inputMode="decimal" description="z. B. 2,5" />}
      </form.AppField>
      <form.AppField name="amount">
        {(field) => <field.TextField label="oder Betrag (€, brutto)" inputMode="decimal" description="z. B. 238,00" />}
      </form.AppField>
      <form.AppField name="reason">
        {(field) => <field.TextAreaField label="Grund" rows={3} isRequired />}
      </form.AppField>
    </FormDialogButton>
  );
}
