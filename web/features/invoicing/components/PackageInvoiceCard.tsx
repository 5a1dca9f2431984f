import { useQuery } from '@tanstack/react-query';
import { INVOICE_PAGE_SIZE } from '../../../../modules/invoicing/contract';
import { Card } from '../../../components/ui/Card';
import { Fact, FactList } from '../../../components/ui/FactList';
import { TextLink } from '../../../components/ui/Link';
import { invoiceListQuery } from '../api/invoicing';
import { invoicingTexts } from '../rules/texts';
import { euroOfCents, invoiceDate, kindLabel } from '../rules/invoice-display';
import { DraftHint } from './ClientInvoicesPage';
import { InvoiceDocumentLinks, InvoiceStatePill } from './InvoiceParts';

/** /package: the invoice of this package (number, amount, state, PDF); nothing before there is one. */
export function PackageInvoiceCard({ userPackageId }: { userPackageId: string | null }) {
  // The first page of /invoices: the same cache entry, pushed fresh by the invoice events.
  const list = useQuery(invoiceListQuery({ limit: INVOICE_PAGE_SIZE, offset: 0 }));
  const invoice = list.data?.invoices.find((i) => i.userPackageId === userPackageId && i.kind === 'invoice');
  if (!userPackageId || !invoice) return null;
  return (
    // 'Vorausrechnung' when it was issued before the package started.
    <Card title={kindLabel(invoice)} testId="package-invoice">
      <FactList labelWidth="md">
        <Fact label="Rechnungsnummer">{invoice.number ?? invoicingTexts.noNumberYet}</Fact>
        <Fact label="Betrag">{euroOfCents(invoice.grossCents)}</Fact>
        <Fact label="Status">
          <InvoiceStatePill invoice={invoice} />
        </Fact>
        {invoice.dueOn ? <Fact label="Fällig am">{invoiceDate(invoice.dueOn)}</Fact> : null}
        <Fact label="Dokumente">
          {invoice.status === 'draft' ? <DraftHint invoice={invoice} /> : <InvoiceDocumentLinks invoice={invoice} />}
        </Fact>
      </FactList>
      <TextLink to="/invoices">Alle Rechnungen</TextLink>
    </Card>
  );
}
