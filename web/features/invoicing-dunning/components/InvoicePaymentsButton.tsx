import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  dunningKeys,
  invoiceKeys,
  takeBackSetOffRequest,
  undoPaymentRequest,
  type InvoicePaymentView,
} from '../../../../modules/invoicing/contract';
import { paymentKeys } from '../../../../modules/payments/contract';
import { formatCalendarDate, formatCents } from '../../../../lib/german/format';
import { Button } from '../../../components/ui/Button';
import { ModalDialog } from '../../../components/ui/ModalDialog';
import { ReasonDialogButton } from '../../../components/form/ReasonDialogButton';
import { writeMeta } from '../../../api/query-meta';
import { invoicePaymentsQuery, takeBackSetOff, undoPayment } from '../api/dunning';
import * as styles from './Dunning.css';

const invalidates = [invoiceKeys.all, dunningKeys.openItemsAll, dunningKeys.paymentsAll, paymentKeys.all];

/**
 * A set-off's row (the credit given up here, or the payment it made here) is taken back only as the
 * whole set-off: alone, the credit would be lost (the server refuses it).
 */
function SetOffTakeBack({ payment, setOffId }: { payment: InvoicePaymentView; setOffId: string }) {
  const amount = formatCents(Math.abs(payment.amountCents));
  return (
    <ReasonDialogButton
      label="Verrechnung zurücknehmen"
      title="Verrechnung zurücknehmen?"
      subtitle={`${amount} vom ${formatCalendarDate(payment.bookedOn)}${payment.note ? ` · ${payment.note}` : ''}`}
      confirmLabel="Verrechnung zurücknehmen"
      schema={takeBackSetOffRequest}
      run={(reason) => takeBackSetOff(setOffId, reason)}
      meta={writeMeta('Verrechnung zurückgenommen', 'Verrechnung nicht zurückgenommen', invalidates)}
    >
      <p>
        Das Guthaben steht danach wieder auf der ersten Rechnung, die andere Rechnung ist um {amount} wieder offen.
        Beide Buchungen bleiben mit Grund sichtbar; die nächste DATEV-Übergabe bucht die Rücknahme auf dem
        Verrechnungskonto.
      </p>
    </ReasonDialogButton>
  );
}

function PaymentLine({ payment }: { payment: InvoicePaymentView }) {
  const undone = payment.undoneOn !== null;
  return (
    <li className={styles.paymentLine} data-testid="invoice-payment">
      <span className={undone ? styles.struck : undefined}>
        {formatCalendarDate(payment.bookedOn)} · {formatCents(payment.amountCents)} · {payment.methodLabel}
        {payment.note ? ` · ${payment.note}` : ''}
      </span>
      {undone ? (
        <span className={styles.muted}>
          {payment.undoKindLabel} am {formatCalendarDate(payment.undoneOn!)}: {payment.undoReason}
        </span>
      ) : payment.setOffId ? (
        <SetOffTakeBack payment={payment} setOffId={payment.setOffId} />
      ) : payment.method === 'refund' ? null /* money sent back by transfer: no payment to take back */ : (
        <ReasonDialogButton
          label="Zurücknehmen"
          title="Zahlung zurücknehmen?"
          subtitle={`${formatCents(payment.amountCents)} vom ${formatCalendarDate(payment.bookedOn)}`}
          confirmLabel="Zahlung zurücknehmen"
          schema={undoPaymentRequest}
          run={(reason) => undoPayment(payment.id, reason)}
          meta={writeMeta('Zahlung zurückgenommen', 'Zahlung nicht zurückgenommen', invalidates)}
        >
          <p>
            Die Rechnung ist danach um diesen Betrag wieder offen. Die Buchung bleibt mit Grund sichtbar; die nächste
            DATEV-Übergabe bucht die Korrektur. Kam die Zahlung von einem Kontoauszug, kann die Buchung neu zugeordnet
            werden.
          </p>
        </ReasonDialogButton>
      )}
    </li>
  );
}

function PaymentList({ invoiceId }: { invoiceId: string }) {
  const payments = useQuery(invoicePaymentsQuery(invoiceId));
  if (payments.isPending) return <p className={styles.muted}>Lädt …</p>;
  if (payments.isError) return <p className={styles.muted}>Die Zahlungen konnten nicht geladen werden.</p>;
  if (payments.data.length === 0) return <p className={styles.muted}>Noch keine Zahlung gebucht.</p>;
  return (
    <ul className={styles.paymentList} aria-label="Gebuchte Zahlungen">
      {payments.data.map((p) => (
        <PaymentLine key={p.id} payment={p} />
      ))}
    </ul>
  );
}

/** 'Zahlungen': what was booked on the invoice, each standing payment with 'Zurücknehmen' (a set-off's: 'Verrechnung zurücknehmen'). */
export function InvoicePaymentsButton({ invoice }: { invoice: { id: string; number: string } }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Zahlungen
      </Button>
      <ModalDialog title={`Zahlungen zu Rechnung ${invoice.number}`} isOpen={open} onOpenChange={setOpen}>
        {open ? <PaymentList invoiceId={invoice.id} /> : null}
      </ModalDialog>
    </>
  );
}
