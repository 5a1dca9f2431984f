import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { INVOICE_PAGE_SIZE, type InvoiceRow } from '../../../../modules/invoicing/contract';
import { TextLink } from '../../../components/ui/Link';
import { Notice } from '../../../components/ui/Notice';
import { CellLines, ResponsiveCell, ResponsiveRow, ResponsiveTable } from '../../../components/ui/ResponsiveTable';
import { invoiceListQuery } from '../api/invoicing';
import { euroOfCents, invoiceDate, kindLabel } from '../rules/invoice-display';
import { invoicingTexts } from '../rules/texts';
import { Pager } from '../../../components/ui/Pager';
import { InvoiceDocumentLinks, InvoiceStatePill } from './InvoiceParts';
import * as styles from './Invoicing.css';

const columns = ['Rechnung', 'Datum', 'Paket', 'Betrag', 'Status', 'Fällig am', 'Dokumente'] as const;

const waitsForAddress = (i: InvoiceRow) => i.status === 'draft' && i.missing.includes('billingAddressMissing');

/** A draft waiting for the client: says so and where to give the address. */
export function DraftHint({ invoice, short = false }: { invoice: InvoiceRow; short?: boolean }) {
  if (!waitsForAddress(invoice)) return <span className={styles.muted}>{invoicingTexts.draftInPreparation}</span>;
  return (
    <span className={styles.muted}>
      {short ? null : `${invoicingTexts.draftWaitsForAddress} `}
      <TextLink to="/account-settings">Rechnungsadresse angeben</TextLink>
    </span>
  );
}

/** /invoices (Rechnungen): the client's own invoices and credit notes, newest first (issue 18 item 4). */
export function ClientInvoicesPage() {
  const [offset, setOffset] = useState(0);
  const list = useQuery(invoiceListQuery({ limit: INVOICE_PAGE_SIZE, offset }));
  // A failed first load is the route's error; a failed page change keeps the last page (and toasts).
  const { invoices, total } = list.data ?? { invoices: [], total: 0 };

  return (
    <div className={styles.form}>
      {invoices.some(waitsForAddress) ? (
        <Notice tone="warning">
          {invoicingTexts.draftWaitsForAddress} <TextLink to="/account-settings">Rechnungsadresse angeben</TextLink>
        </Notice>
      ) : null}
      <ResponsiveTable
        label="Rechnungen"
        columns={columns}
        items={invoices}
        emptyText="Sie haben noch keine Rechnungen."
        testId="invoice-table"
      >
        {(i) => (
          <ResponsiveRow id={i.id} testId="invoice-row">
            <ResponsiveCell label={columns[0]} title>
              <CellLines main={i.number ?? invoicingTexts.noNumberYet} detail={kindLabel(i)} />
            </ResponsiveCell>
            <ResponsiveCell label={columns[1]}>{invoiceDate(i.issuedOn)}</ResponsiveCell>
            <ResponsiveCell label={columns[2]}>{i.packageName}</ResponsiveCell>
            <ResponsiveCell label={columns[3]}>
              <span className={styles.amount}>{euroOfCents(i.grossCents)}</span>
            </ResponsiveCell>
            <ResponsiveCell label={columns[4]} inline>
              <InvoiceStatePill invoice={i} />
            </ResponsiveCell>
            <ResponsiveCell label={columns[5]}>{invoiceDate(i.dueOn)}</ResponsiveCell>
            <ResponsiveCell label={columns[6]}>
              {i.status === 'draft' ? <DraftHint invoice={i} short /> : <InvoiceDocumentLinks invoice={i} />}
            </ResponsiveCell>
          </ResponsiveRow>
        )}
      </ResponsiveTable>
      <Pager
        total={total}
        offset={offset}
        limit={INVOICE_PAGE_SIZE}
        onOffsetChange={setOffset}
        none="Keine Rechnungen"
        testId="invoice-range"
      />
    </div>
  );
}
