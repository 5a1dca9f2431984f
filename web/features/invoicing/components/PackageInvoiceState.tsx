import { useQuery } from '@tanstack/react-query';
import { INVOICE_PAGE_SIZE } from '../../../../modules/invoicing/contract';
import { invoiceListQuery } from '../api/invoicing';
import { invoicingTexts } from '../rules/texts';
import { InvoiceStatePill } from './InvoiceParts';
import * as styles from './Invoicing.css';

/**
 * The invoice of one offered package and whether it is paid (a payment booked from the bank
 * statement shows here at once), for the admin deciding to activate: '–' before the client accepted.
 */
export function PackageInvoiceState({ clientId, userPackageId }: { clientId: string; userPackageId: string }) {
  // One invoice per package, and a client has a handful: their first page holds it.
  const list = useQuery(invoiceListQuery({ clientId, limit: INVOICE_PAGE_SIZE, offset: 0 }));
  if (list.isPending) return <span className={styles.muted}>Wird geladen …</span>;
  if (list.isError) return <span className={styles.muted}>{invoicingTexts.invoicesLoadFailed}</span>;
  const invoice = list.data.invoices.find((i) => i.userPackageId === userPackageId && i.kind === 'invoice');
  if (!invoice) return <span className={styles.muted}>–</span>;
  return (
    <span className={styles.links} data-testid="package-invoice-state">
      {invoice.number ?? invoicingTexts.noNumberYet} <InvoiceStatePill invoice={invoice} />
    </span>
  );
}
