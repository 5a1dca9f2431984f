import { useQuery } from '@tanstack/react-query';
import {
  INVOICE_PAGE_SIZE,
  draftReasonLabels,
  invoiceStatusLabels,
  invoiceStatuses,
  paymentFilterLabels,
  paymentFilters,
  type PaymentFilter,
} from '../../../../modules/invoicing/contract';
import { berlinDateOf } from '../../../../lib/german/time';
import { ChoiceChips } from '../../../components/ui/ChoiceChips';
import { ClientDetailsLink } from '../../../components/ui/Link';
import { CellLines, ResponsiveCell, ResponsiveRow, ResponsiveTable } from '../../../components/ui/ResponsiveTable';
import { SelectField } from '../../../components/ui/SelectField';
import { invoiceListQuery } from '../api/invoicing';
import { listQueryOf, type AdminInvoiceSearch } from '../rules/admin-filter';
import { euroOfCents, invoiceDate, kindLabel, paidDetail } from '../rules/invoice-display';
import { formatMonthLong } from '../../../../lib/german/format';
import { recentMonths } from '../rules/months';
import { InvoiceActions } from './InvoiceActions';
import { Pager } from '../../../components/ui/Pager';
import { InvoiceDocumentLinks, InvoiceStatePill } from './InvoiceParts';
import { InvoiceSummaryCard } from './InvoiceSummaryCard';
import * as styles from './Invoicing.css';

const all = 'all';
const paymentChoices = [
  { id: all, label: 'Alle' },
  ...paymentFilters.map((id) => ({ id, label: paymentFilterLabels[id] })),
];
const statusOptions = [
  { id: all, label: 'Alle Status' },
  ...invoiceStatuses.map((id) => ({ id, label: invoiceStatusLabels[id] })),
];
// Date with due date, gross with paid: two lines each, so the table fits beside the side menu.
const columns = ['Rechnung', 'Klient', 'Datum', 'Betrag', 'Status', 'Dokumente und Aktionen'] as const;

interface AdminInvoicesPageProps {
  search: AdminInvoiceSearch;
  onSearchChange: (next: AdminInvoiceSearch) => void;
}

/** /admin/invoices (Rechnungen): every invoice, filtered and paged by the server, and the totals per month. */
export function AdminInvoicesPage({ search, onSearchChange }: AdminInvoicesPageProps) {
  const list = useQuery(invoiceListQuery(listQueryOf(search, INVOICE_PAGE_SIZE)));
  const page = list.data ?? { invoices: [], total: 0 };
  const months = recentMonths(berlinDateOf(new Date()), 24);
  // A new filter starts at the first page.
  const filter = (patch: Partial<AdminInvoiceSearch>) => onSearchChange({ ...search, ...patch, offset: undefined });

  return (
    <div className={styles.form}>
      <div className={styles.filters} role="group" aria-label="Filter">
        <div className={styles.wide}>
          <ChoiceChips
            label="Zahlungsstand"
            choices={paymentChoices}
            value={search.payment ?? all}
            onChange={(id) => filter({ payment: id === all ? undefined : (id as PaymentFilter) })}
          />
        </div>
        <SelectField
          label="Status"
          options={statusOptions}
          value={search.status ?? all}
          onChange={(id) => filter({ status: !id || id === all ? undefined : (id as AdminInvoiceSearch['status']) })}
        />
        <SelectField
          label="Monat"
          options={[{ id: all, label: 'Alle Monate' }, ...months.map((m) => ({ id: m, label: formatMonthLong(m) }))]}
          value={search.month ?? all}
          onChange={(id) => filter({ month: !id || id === all ? undefined : id })}
        />
      </div>
      {/* A failed first load is the route's error; a failed filter or page change keeps the last page. */}
      <>
        <p className={styles.muted} aria-live="polite" data-testid="invoice-count">
          {page.total === 1 ? '1 Rechnung' : `${page.total} Rechnungen`}
        </p>
        <div className={styles.invoiceCards}>
          <ResponsiveTable
            label="Rechnungen"
            columns={columns}
            items={page.invoices}
            emptyText="Keine Rechnungen für diese Auswahl."
            testId="invoice-table"
            dense
          >
            {(i) => (
              <ResponsiveRow id={i.id} testId="invoice-row">
                <ResponsiveCell label={columns[0]} title className={styles.cardTitle}>
                  <CellLines
                    main={i.number ?? 'Entwurf ohne Nummer'}
                    detail={
                      i.status === 'draft' && i.missing.length > 0
                        ? i.missing.map((m) => draftReasonLabels[m]).join(', ')
                        : `${kindLabel(i)} · ${i.packageName}`
                    }
                  />
                </ResponsiveCell>
                <ResponsiveCell label={columns[1]}>
                  <ClientDetailsLink clientId={i.clientId} name={i.clientName} />
                </ResponsiveCell>
                <ResponsiveCell label={columns[2]} className={styles.oneLine}>
                  <CellLines
                    main={invoiceDate(i.issuedOn)}
                    detail={i.dueOn ? `fällig ${invoiceDate(i.dueOn)}` : undefined}
                  />
                </ResponsiveCell>
                <ResponsiveCell label={columns[3]} className={styles.oneLine}>
                  <span className={styles.amount}>
                    <CellLines main={euroOfCents(i.grossCents)} detail={paidDetail(i)} />
                  </span>
                </ResponsiveCell>
                <ResponsiveCell label={columns[4]} inline className={styles.cardStatus}>
                  <InvoiceStatePill invoice={i} />
                </ResponsiveCell>
                <ResponsiveCell label={columns[5]} className={styles.cardActions}>
                  <span className={styles.rowActions}>
                    {i.status === 'draft' ? null : <InvoiceDocumentLinks invoice={i} />}
                    <InvoiceActions invoice={i} />
                  </span>
                </ResponsiveCell>
              </ResponsiveRow>
            )}
          </ResponsiveTable>
        </div>
        <Pager
          none="Keine Rechnungen"
          testId="invoice-range"
          total={page.total}
          offset={search.offset ?? 0}
          limit={INVOICE_PAGE_SIZE}
          onOffsetChange={(offset) => onSearchChange({ ...search, offset: offset || undefined })}
        />
      </>
      <InvoiceSummaryCard />
    </div>
  );
}
