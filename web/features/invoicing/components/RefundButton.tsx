import { useQuery } from '@tanstack/react-query';
import { dunningKeys, invoiceKeys, type InvoiceRow } from '../../../../modules/invoicing/contract';
import { refundRequest } from '../../../../modules/payments/contract';
import { formatCalendarDate } from '../../../../lib/german/format';
import { useDialogForm } from '../../../components/form/use-dialog-form';
import { FormDialogButton } from '../../../components/form/FormDialogButton';
import { textLink } from '../../../components/ui/Link.css';
import { writeMeta } from '../../../api/query-meta';
import { bookRefund, fetchRefunds, refundsKey, refundXmlUrl } from '../api/refunds';
import { euroOfCents } from '../rules/invoice-display';

const emptyRefund = { amount: '', reason: '', iban: '', accountHolder: '' };

/**
 * 'Erstattung': money paid back after a credit note or an overpayment, by transfer; the refunds
 * booked so far with their state and the transfer file (pain.001) for the bank.
 */
export function RefundButton({ invoice }: { invoice: Pick<InvoiceRow, 'id' | 'number' | 'paidCents'> }) {
  const { form, open, dialog } = useDialogForm(refundRequest, emptyRefund, {
    run: (values) => bookRefund(invoice.id, values),
    meta: writeMeta('Erstattung gebucht', 'Erstattung nicht gebucht', [invoiceKeys.all, dunningKeys.paymentsAll]),
  });
  // The refunds booked so far are read only while the dialog shows them.
  const refunds = useQuery({
    queryKey: refundsKey(invoice.id),
    queryFn: () => fetchRefunds(invoice.id),
    enabled: open,
  });
  return (
    <FormDialogButton
      label="Erstattung"
      title="Erstattung"
      subtitle={`Rechnung ${invoice.number ?? ''} · gezahlt ${euroOfCents(invoice.paidCents)}`}
      size="sm"
      {...dialog}
      confirmLabel="Erstattung buchen"
    >
      {(refunds.data?.refunds ?? []).map((r) => (
        <p key={r.id}>
          {euroOfCents(r.amountCents)} an {r.payeeName} ({r.payeeIban}), {formatCalendarDate(r.bookedOn)}:{' '}
          {r.stateLabel}
          {r.paidOn ? ` am ${formatCalendarDate(r.paidOn)}` : ''} ·{' '}
          <a className={textLink} href={refundXmlUrl(r.id)} download>
            Überweisungsdatei (XML)
          </a>
        </p>
      ))}
      <p>
        Erstattet wird höchstens, was mehr gezahlt wurde, als die Rechnung nach Gutschriften verlangt. Ohne IBAN geht
        die Überweisung an das Konto des Lastschriftmandats oder an das Konto, von dem die Zahlung kam.
      </p>
      <form.AppField name="amount">
        {(field) => <field.TextField label="Betrag (€)" inputMode="decimal" description="z. B. 238,00" isRequired />}
      </form.AppField>
      <form.AppField name="reason">
        {(field) => <field.TextAreaField label="Grund" rows={2} isRequired />}
      </form.AppField>
      <form.AppField name="iban">
        {(field) => <field.TextField label="IBAN (optional)" description="leer: bekannte Bankverbindung" />}
      </form.AppField>
      <form.AppField name="accountHolder">
        {(field) => <field.TextField label="Kontoinhaber (optional)" />}
      </form.AppField>
    </FormDialogButton>
  );
}
