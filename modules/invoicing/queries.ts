import { sql } from 'kysely';
import { tablesOf, type Db, type Tx } from '../../server/db/kysely';
import type { Impressum } from '../../lib/impressum';
import type { FirmSignature } from '../../jobs/firm-sender';
import { missingFor } from './amounts';
import {
  DEFAULT_NUMBER_PATTERN,
  type DraftReason,
  DEFAULT_PAYMENT_TERM_DAYS,
  DEFAULT_VAT_RATE,
  type FirmData,
  type FirmDataView,
  type InvoiceListQuery,
  type InvoiceStatus,
  type InvoicePage,
  type InvoiceRow,
  type InvoiceView,
  paymentStateOf,
  type PostalAddress,
} from './contract';
import { FIRM_ID } from './events';
import type { InvoicingTables } from './tables';
import { newestFirstPage } from '../../server/db/paging';
import { idsOf, isUuid, ownedValueOf, settingRow } from '../../server/db/reads';
import { findUsersByIds } from '../identity';

const t = (db: Db | Tx) => tablesOf<InvoicingTables>(db);

/** The firm's data as an admin saved it last; null when never saved (invoices then wait as drafts). */
export async function savedFirmData(db: Db | Tx): Promise<{ firm: FirmData; version: number } | null> {
  return (await settingRow(t(db), 'firm_data', FIRM_ID)) ?? null;
}

/**
 * '<street>, <postal code> <city>' (the usual one-line Impressum address) split into its parts;
 * what does not fit that shape goes to the street, for the admin to correct.
 */
function addressFromImpressum(line: string | null): FirmDataView['data']['address'] {
  const empty = { street: '', postalCode: '', city: '', country: 'DE' };
  if (!line) return empty;
  const parts = line.split(',').map((p) => p.trim());
  const last = parts.at(-1) ?? '';
  const m = /^(\d{5})\s+(.+)$/.exec(last);
  if (parts.length < 2 || !m) return { ...empty, street: line.trim() };
  return { street: parts.slice(0, -1).join(', '), postalCode: m[1]!, city: m[2]!, country: 'DE' };
}

/** GET /api/settings/firm: the saved data, or a draft seeded from the `IMPRESSUM_*` variables. */
export async function firmDataView(db: Db | Tx, impressum: Impressum): Promise<FirmDataView> {
  const saved = await savedFirmData(db);
  if (saved) return { saved: true, version: saved.version, data: saved.firm };
  return {
    saved: false,
    version: 0,
    data: {
      legalName: impressum.company ?? '',
      address: addressFromImpressum(impressum.address),
      email: impressum.email ?? '',
      phone: impressum.phone,
      taxNumber: null,
      vatId: impressum.vatId,
      registerEntry: impressum.register,
      managingDirector: impressum.representative,
      iban: '',
      bic: null,
      bankName: null,
      defaultVatRate: DEFAULT_VAT_RATE,
      smallBusiness: false,
      numberPattern: DEFAULT_NUMBER_PATTERN,
      paymentTermDays: DEFAULT_PAYMENT_TERM_DAYS,
    },
  };
}

/**
 * The Impressum the portal publishes (GET /api/config): the firm's saved data, one source for the
 * invoices, the Impressum and the mails; until an admin saved it, the `IMPRESSUM_*` variables.
 */
export async function publishedImpressum(db: Db | Tx, fallback: Impressum): Promise<Impressum> {
  const saved = await savedFirmData(db);
  if (!saved) return fallback;
  const f = saved.firm;
  const country = f.address.country === 'DE' ? '' : `, ${f.address.country}`;
  return {
    company: f.legalName,
    address: `${f.address.street}, ${f.address.postalCode} ${f.address.city}${country}`,
    representative: f.managingDirector,
    email: f.email,
    phone: f.phone,
    register: f.registerEntry,
    vatId: f.vatId,
  };
}

/**
 * Who signs every mail (jobs/firm-sender.ts): the firm's name as saved, until then the Impressum's
 * company (IMPRESSUM_COMPANY, as the published Impressum falls back); its details only once saved.
 */
export async function firmSignature(db: Db | Tx, fallback: Impressum): Promise<FirmSignature> {
  const saved = await savedFirmData(db);
  if (!saved) return { name: fallback.company?.trim() || null, footer: [] };
  return { name: saved.firm.legalName, footer: mailFooterLines(saved.firm) };
}

/** The firm's details under every mail. */
function mailFooterLines(f: FirmData): string[] {
  const management = f.managingDirector ? `Geschäftsführung: ${f.managingDirector}` : null;
  return [
    `${f.legalName} · ${f.address.street} · ${f.address.postalCode} ${f.address.city}`,
    [management, f.registerEntry].filter(Boolean).join(' · '),
    f.vatId ? `USt-IdNr.: ${f.vatId}` : `Steuernummer: ${f.taxNumber ?? ''}`,
  ].filter((line) => line.length > 0);
}

/** A client's billing address; null when they never gave one. */
export async function billingAddressOf(db: Db | Tx, clientId: string): Promise<PostalAddress | null> {
  if (!isUuid(clientId)) return null;
  return (await ownedValueOf(t(db), 'billing_addresses', 'client_id', 'address', clientId)) ?? null;
}

/** Whether a package was invoiced already (drafts count). */
export async function invoiceOfPackage(db: Db | Tx, userPackageId: string): Promise<string | null> {
  const row = await t(db)
    .selectFrom('invoices')
    .select('id')
    .where('user_package_id', '=', userPackageId)
    .where('kind', '=', 'invoice')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** A package's invoice (not its credit note) with its status and what was paid on it; null when none. */
export async function packageInvoice(
  db: Db | Tx,
  userPackageId: string,
): Promise<{ id: string; status: InvoiceStatus; paidCents: number } | null> {
  const row = await t(db)
    .selectFrom('invoices')
    .select(['id', 'status', 'paid_cents'])
    .where('user_package_id', '=', userPackageId)
    .where('kind', '=', 'invoice')
    .executeTakeFirst();
  return row ? { id: row.id, status: row.status, paidCents: row.paid_cents } : null;
}

/** A client's drafts, oldest first (issued in that order when their address arrives). */
export async function draftsOf(db: Db | Tx, clientId: string): Promise<string[]> {
  return idsOf(
    t(db)
      .selectFrom('invoices')
      .where('client_id', '=', clientId)
      .where('status', '=', 'draft')
      .orderBy('created_at')
      .orderBy('id'),
  );
}

type Row = InvoicingTables['invoices'];

/** A draft's client whose account has been erased (the draft keeps only the id). */
const unknownClientName = 'Klient';

const rowOf = (r: Row, missing: DraftReason[], today: string, draftClientName?: string): InvoiceRow => ({
  id: r.id,
  clientId: r.client_id,
  clientName: r.document?.buyer.name ?? draftClientName ?? unknownClientName,
  userPackageId: r.user_package_id,
  kind: r.kind,
  status: r.status,
  number: r.number,
  issuedOn: r.issued_on,
  dueOn: r.due_on,
  grossCents: r.gross_cents,
  packageName: r.service.packageName,
  totalHours: r.document?.service.totalHours ?? r.service.totalHours,
  advance: r.document?.advance ?? false,
  corrects: r.document?.corrects
    ? { number: r.document.corrects.number, partial: r.document.corrects.partial !== undefined }
    : null,
  missing,
  correctsInvoiceId: r.corrects_invoice_id,
  creditNoteId: r.credit_note_id,
  paidCents: r.paid_cents,
  creditedCents: r.credited_cents,
  paidOn: r.paid_on,
  remindedOn: r.reminded_on,
  paymentState: paymentStateOf(
    // What it owes: its gross less partial credit notes.
    {
      kind: r.kind,
      status: r.status,
      grossCents: r.gross_cents - r.credited_cents,
      paidCents: r.paid_cents,
      dueOn: r.due_on,
    },
    today,
  ),
  createdAt: r.created_at.toISOString(),
});

/**
 * The rows as the API shows them. What a draft lacks is asked now (the firm's data and the
 * client's address as they are), not as it was when drafted: a draft whose address came while the
 * firm's data was missing shows only what is still missing.
 */
async function rowsOf(db: Db | Tx, rows: Row[], today: string): Promise<InvoiceRow[]> {
  const drafts = rows.filter((r) => r.status === 'draft');
  if (drafts.length === 0) return rows.map((r) => rowOf(r, [], today));
  const firm = (await savedFirmData(db))?.firm ?? null;
  const clientIds = [...new Set(drafts.map((r) => r.client_id))];
  const [addresses, clients] = await Promise.all([
    t(db)
      .selectFrom('billing_addresses')
      .select(['client_id', 'address'])
      .where('client_id', 'in', clientIds)
      .execute(),
    findUsersByIds(db, clientIds),
  ]);
  const addressOf = new Map(addresses.map((a) => [a.client_id, a.address]));
  return rows.map((r) =>
    r.status === 'draft'
      ? rowOf(r, missingFor(firm, addressOf.get(r.client_id) ?? null), today, clients.get(r.client_id)?.name)
      : rowOf(r, [], today),
  );
}

type Filter = Omit<InvoiceListQuery, 'limit' | 'offset'>;

/** The list's filters as SQL; `today` (Berlin date) decides what is overdue. */
function filtered(db: Db | Tx, f: Filter, today: string) {
  let q = t(db).selectFrom('invoices');
  if (f.clientId) q = q.where('client_id', '=', f.clientId);
  if (f.status) q = q.where('status', '=', f.status);
  if (f.month) q = q.where('issued_on', 'like', `${f.month}-%`);
  if (f.payment) {
    q = q.where('kind', '=', 'invoice').where('status', '=', 'issued');
    q =
      f.payment === 'paid'
        ? q.where(sql<boolean>`paid_cents + credited_cents >= gross_cents`)
        : q.where(sql<boolean>`paid_cents + credited_cents < gross_cents`);
    if (f.payment === 'overdue') q = q.where('due_on', '<', today);
  }
  return q;
}

/**
 * One page of invoices, newest first: one client's (`clientId`) or everyone's, filtered; and how
 * many match. Made in the same instant (one second of racing acceptances): by number, the highest
 * first (drafts, which have none, before them).
 */
export async function listInvoices(db: Db | Tx, query: InvoiceListQuery, today: string): Promise<InvoicePage> {
  const { limit, offset, ...filter } = query;
  const order = ['created_at', 'year', 'sequence'] as const;
  // The rows leave the document out of the answer (issue 36 item 5); rowOf takes its few facts.
  const { rows, total } = await newestFirstPage(filtered(db, filter, today), order, { limit, offset });
  return { invoices: await rowsOf(db, rows, today), total };
}

/** One invoice; null when there is none by that id. */
export async function findInvoice(db: Db | Tx, id: string, today: string): Promise<InvoiceView | null> {
  if (!isUuid(id)) return null;
  const row = await t(db).selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const [view] = await rowsOf(db, [row], today);
  return view ? { ...view, document: row.document } : null;
}
