import { dunningKeys, invoiceKeys } from '../../../../modules/invoicing/contract';
import { berlinDateOf } from '../../../../lib/german/time';
import { formatCents } from '../../../../lib/german/format';
import { useDialogForm } from '../../../components/form/use-dialog-form';
import { FormDialogButton } from '../../../components/form/FormDialogButton';
import { writeMeta } from '../../../api/query-meta';
import { bookManualPayment } from '../api/dunning';
import {
  emptyManualPayment,
  manualPaymentForm,
  manualPaymentRequestOf,
  methodOptions,
  type ManualPaymentForm,
} from '../rules/manual-payment-form';

/** 'Zahlung buchen': money no statement shows (cash, another account, offsetting), booked on the invoice. */
export function ManualPaymentButton({ invoice }: { invoice: { id: string; number: string; openCents: number } }) {
  const empty = emptyManualPayment(invoice.openCents, berlinDateOf(new Date()));
  const { form, dialog } = useDialogForm(manualPaymentForm, empty, {
    run: (values: ManualPaymentForm) => bookManualPayment(manualPaymentRequestOf(invoice.id, values)),
    meta: writeMeta('Zahlung gebucht', 'Zahlung nicht gebucht', [
      invoiceKeys.all,
      dunningKeys.openItemsAll,
      dunningKeys.paymentsAll,
    ]),
  });
  return (
    <FormDialogButton
      label="Zahlung buchen"
      title="Zahlung buchen"
      subtitle={`Rechnung ${invoice.number} · offen ${formatCents(invoice.openCents)}`}
      {...dialog}
      confirmLabel="Zahlung buchen"
    >
      <form.AppField name="amount">
        {(field) => <field.TextField label="Betrag (€)" inputMode="decimal" isRequired description="z. B. 1.190,00" />}
      </form.AppField>
      <form.AppField name="date">
        {(field) => <field.TextField label="Zahlungsdatum" isRequired description="TT.MM.JJJJ, nicht in der Zukunft" />}
      </form.AppField>
      <form.AppField name="method">
        {(field) => <field.SelectField label="Zahlungsart" options={methodOptions} isRequired />}
      </form.AppField>
      <form.AppField name="note">
        {(field) => (
          <field.TextAreaField label="Notiz" rows={2} description="Bei Verrechnung: womit verrechnet wurde." />
        )}
      </form.AppField>
    </FormDialogButton>
  );
}
