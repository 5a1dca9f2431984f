import { useMutation } from '@tanstack/react-query';
import { creditNoteRequest, invoiceKeys, type InvoiceRow } from '../../../../modules/invoicing/contract';
import { Button } from '../../../components/ui/Button';
import { ReasonDialogButton } from '../../../components/form/ReasonDialogButton';
import { cancelInvoice, issueInvoice } from '../api/invoicing';
import { euroOfCents } from '../rules/invoice-display';
import { invoicingTexts } from '../rules/texts';
import { writeMeta } from '../../../api/query-meta';
import { InvoicePaymentsButton } from '../../invoicing-dunning';
import { PartialCreditButton } from './PartialCreditButton';
import { RefundButton } from './RefundButton';

/** 'Stellen': a draft takes its number now; a 409 (something still missing) is the server's German reason. */
function IssueButton({ invoice }: { invoice: InvoiceRow }) {
  const issue = useMutation({
    mutationFn: () => issueInvoice(invoice.id),
    meta: writeMeta(invoicingTexts.issued, invoicingTexts.issueFailed, [invoiceKeys.all]),
  });
  return (
    <Button variant="secondary" onPress={() => issue.mutate()} isPending={issue.isPending}>
      Stellen
    </Button>
  );
}

/** 'Stornieren': a credit note with its own number cancels the issued invoice, with a reason. */
function CancelButton({ invoice }: { invoice: InvoiceRow }) {
  return (
    <ReasonDialogButton
      label="Stornieren"
      title="Rechnung stornieren?"
      subtitle={`Rechnung ${invoice.number ?? ''} über ${euroOfCents(invoice.grossCents)}`}
      confirmLabel="Stornorechnung stellen"
      schema={creditNoteRequest}
      run={(reason) => cancelInvoice(invoice.id, reason)}
      meta={writeMeta(invoicingTexts.cancelled, invoicingTexts.cancelFailed, [invoiceKeys.all])}
    >
      <p>
        Eine Rechnung wird nie geändert oder gelöscht: Es wird eine Stornorechnung mit eigener Nummer gestellt, die sie
        aufhebt. Das lässt sich nicht rückgängig machen.
      </p>
    </ReasonDialogButton>
  );
}

/** What the admin may do with an invoice: issue a draft, credit part of or cancel an issued invoice (not a credit note). */
export function InvoiceActions({ invoice }: { invoice: InvoiceRow }) {
  if (invoice.status === 'draft') return <IssueButton invoice={invoice} />;
  if (invoice.status === 'issued' && invoice.kind === 'invoice')
    return (
      <>
        {invoice.paidCents > 0 ? (
          <InvoicePaymentsButton invoice={{ id: invoice.id, number: invoice.number ?? '' }} />
        ) : null}
        <PartialCreditButton invoice={invoice} />
        {invoice.paidCents > 0 ? <RefundButton invoice={invoice} /> : null}
        <CancelButton invoice={invoice} />
      </>
    );
  // A cancelled invoice that was paid is refunded in full.
  if (invoice.status === 'cancelled' && invoice.kind === 'invoice' && invoice.paidCents > 0)
    return <RefundButton invoice={invoice} />;
  return null;
}
