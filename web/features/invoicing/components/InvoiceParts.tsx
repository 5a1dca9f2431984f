import type { InvoiceRow } from '../../../../modules/invoicing/contract';
import { StatusPill } from '../../../components/ui/StatusPill';
import { textLink } from '../../../components/ui/Link.css';
import { invoicePdfUrl, invoiceXmlUrl } from '../api/invoicing';
import { hasDocuments, invoiceState } from '../rules/invoice-display';
import * as styles from './Invoicing.css';

/** Where the invoice stands: its payment state once issued, else draft, cancelled, credit note. */
export function InvoiceStatePill({ invoice }: { invoice: InvoiceRow }) {
  const state = invoiceState(invoice);
  return (
    <StatusPill tone={state.tone} testId="invoice-state">
      {state.label}
    </StatusPill>
  );
}

/**
 * The PDF and the XRechnung XML of an issued invoice: plain links, so the browser downloads the
 * file with the server's name (and a failure is the server's German page, not a lost click).
 */
export function InvoiceDocumentLinks({ invoice }: { invoice: InvoiceRow }) {
  if (!hasDocuments(invoice)) return <span className={styles.muted}>–</span>;
  const name = invoice.number ?? '';
  return (
    <span className={styles.links}>
      <a className={textLink} href={invoicePdfUrl(invoice.id)} download aria-label={`PDF der Rechnung ${name}`}>
        PDF
      </a>
      <a
        className={textLink}
        href={invoiceXmlUrl(invoice.id)}
        download
        aria-label={`XML (XRechnung) der Rechnung ${name}`}
      >
        XML (XRechnung)
      </a>
    </span>
  );
}
