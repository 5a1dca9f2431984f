import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { formatCalendarDate, formatCents } from '../../../../lib/german/format';
import { paymentKeys, type InvoiceRef, type PaymentLineView } from '../../../../modules/payments/contract';
import { invoiceKeys } from '../../../../modules/invoicing/contract';
import { writeMeta } from '../../../api/query-meta';
import { Button } from '../../../components/ui/Button';
import { ResponsiveCell, ResponsiveRow, ResponsiveTable } from '../../../components/ui/ResponsiveTable';
import { StatusPill } from '../../../components/ui/StatusPill';
import { TextField } from '../../../components/ui/TextField';
import { confirmProposal, dismissLine } from '../api/payments';
import * as styles from './PaymentsPage.css';

// The parts of a statement line on the payments page: its cells, the invoice(s) it names, and the
// confirm and dismiss actions the cards share.

export const invoiceLabel = (i: InvoiceRef) =>
  `${i.number ?? 'Entwurf'} · ${i.clientName ?? 'Klient'} · offen ${formatCents(i.openCents)}`;

export function useConfirm() {
  return useMutation({
    mutationFn: ({ id, invoiceId }: { id: string; invoiceId: string | null }) => confirmProposal(id, invoiceId),
    meta: writeMeta('Zahlung gebucht', 'Die Zahlung konnte nicht gebucht werden', [paymentKeys.all, invoiceKeys.all]),
  });
}

function LineCells({ line }: { line: PaymentLineView }) {
  const back = line.kind !== 'credit';
  return (
    <>
      <ResponsiveCell label="Buchungstag" title>
        {formatCalendarDate(line.bookedOn)}
      </ResponsiveCell>
      <ResponsiveCell label="Betrag">
        <span className={styles.amount}>
          {back ? `− ${formatCents(line.amountCents)}` : formatCents(line.amountCents)}
        </span>
        {back && (
          <div>
            <StatusPill tone="danger">{line.kindLabel}</StatusPill>
          </div>
        )}
      </ResponsiveCell>
      <ResponsiveCell label="Auftraggeber">{line.counterpartyName ?? '–'}</ResponsiveCell>
      <ResponsiveCell label="Zweck">
        <span className={styles.purpose}>{line.purpose || '–'}</span>
        {line.returnReason && (
          <div className={styles.quiet}>
            {`Rückgabegrund ${line.returnReason}${line.returnReasonLabel ? `: ${line.returnReasonLabel}` : ''}`}
          </div>
        )}
      </ResponsiveCell>
    </>
  );
}

/** The 'Rechnung' cell of a matched line: the invoice(s), and under it how the match was made. */
export function MatchedInvoiceCell({ line }: { line: PaymentLineView }) {
  const invoices = line.invoices.length > 1 ? line.invoices : line.invoice ? [line.invoice] : [];
  return (
    <ResponsiveCell label="Rechnung">
      <div>
        {invoices.length === 0 ? '–' : invoices.map((i) => <div key={i.id}>{invoiceLabel(i)}</div>)}
        <div className={line.uncertain ? styles.warning : styles.quiet}>{line.matchedByLabel}</div>
      </div>
    </ResponsiveCell>
  );
}

/** The bank's lines with their four columns, then the card's own (`children`) cells per line. */
export function LineTable<T extends PaymentLineView>(props: {
  label: string;
  extraColumns: string[];
  hiddenColumns?: string[];
  items: T[];
  emptyText: string;
  testIdPrefix: string;
  children: (line: T) => ReactNode;
}) {
  return (
    <ResponsiveTable
      label={props.label}
      columns={['Buchungstag', 'Betrag', 'Auftraggeber', 'Zweck', ...props.extraColumns]}
      hiddenColumns={props.hiddenColumns}
      items={props.items}
      emptyText={props.emptyText}
    >
      {(line) => (
        <ResponsiveRow id={line.id} testId={`${props.testIdPrefix}-${line.id}`}>
          <LineCells line={line} />
          {props.children(line)}
        </ResponsiveRow>
      )}
    </ResponsiveTable>
  );
}

/** 'Erledigt …': the reason asked inline, then the line leaves the open list. */
export function DismissAction({ line }: { line: PaymentLineView }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const dismiss = useMutation({
    mutationFn: () => dismissLine(line.id, reason),
    meta: writeMeta('Als erledigt abgelegt', 'Die Buchung konnte nicht abgelegt werden', [paymentKeys.all]),
  });
  if (!open)
    return (
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Erledigt …
      </Button>
    );
  return (
    <div className={styles.assign}>
      <TextField
        label="Grund"
        placeholder="z. B. Spende, Privateinlage"
        value={reason}
        onChange={setReason}
        error={dismiss.error?.message}
      />
      <Button isDisabled={reason.trim().length < 3} isPending={dismiss.isPending} onPress={() => dismiss.mutate()}>
        Ablegen
      </Button>
    </div>
  );
}
