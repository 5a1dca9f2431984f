import { dunningKeys, invoiceKeys, type OpenItem } from '../../../../modules/invoicing/contract';
import { formatCents } from '../../../../lib/german/format';
import { useDialogForm } from '../../../components/form/use-dialog-form';
import { FormDialogButton } from '../../../components/form/FormDialogButton';
import { writeMeta } from '../../../api/query-meta';
import { setOffCredit } from '../api/dunning';
import { emptySetOff, setOffForm, setOffRequestOf, type SetOffForm } from '../rules/set-off-form';

/**
 * 'Guthaben verrechnen': the client's credit on this invoice pays their other open invoice (the
 * office's usual way instead of a refund). Only offered while the client has one open.
 */
export function SetOffButton({ credit, targets }: { credit: OpenItem; targets: readonly OpenItem[] }) {
  const { form, dialog } = useDialogForm(setOffForm, emptySetOff(credit, targets), {
    run: (values: SetOffForm) => setOffCredit(credit.invoiceId, setOffRequestOf(values)),
    meta: writeMeta('Guthaben verrechnet', 'Guthaben nicht verrechnet', [
      invoiceKeys.all,
      dunningKeys.openItemsAll,
      dunningKeys.paymentsAll,
    ]),
  });
  if (targets.length === 0) return null;
  const options = targets.map((t) => ({
    id: t.invoiceId,
    label: `Rechnung ${t.number} · offen ${formatCents(t.openCents)}`,
  }));
  return (
    <FormDialogButton
      label="Guthaben verrechnen"
      title="Guthaben verrechnen"
      subtitle={`Guthaben aus Rechnung ${credit.number}: ${formatCents(-credit.openCents)}`}
      {...dialog}
      confirmLabel="Verrechnen"
    >
      <form.AppField name="toInvoiceId">
        {(field) => <field.SelectField label="Mit Rechnung" options={options} isRequired />}
      </form.AppField>
      <form.AppField name="amount">
        {(field) => (
          <field.TextField
            label="Betrag (€)"
            inputMode="decimal"
            isRequired
            description="Höchstens das Guthaben und der offene Betrag der Rechnung."
          />
        )}
      </form.AppField>
    </FormDialogButton>
  );
}
