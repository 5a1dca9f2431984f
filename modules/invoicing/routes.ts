import type { AppContext } from '../../server/context';
import { actorOf, forbidden, isOwnerOrAdmin, personInScope, requireUser } from '../../server/http/access';
import { HttpError, notFound } from '../../server/http/errors';
import { metadataOf } from '../../server/http/metadata';
import { routePlugin, type Routes } from '../../server/http/route';
import { settingRoutes } from '../../server/http/setting-routes';
import { fileRoute } from '../../server/http/download';
import { idParam } from '../../server/http/path-params';
import {
  billingAddressAnswer,
  billingAddressRequest,
  creditNoteRequest,
  firmData,
  firmDataViewSchema,
  invoiceListQuery,
  invoicePageSchema,
  invoiceSummaryAnswer,
  invoiceSummaryQuery,
  invoiceViewSchema,
  invoicingMessages,
  partialCreditAnswer,
  partialCreditRequest,
  type IssuedInvoice,
} from './contract';
import { issueCreditNote, issueDraft, setBillingAddress, setFirmData } from './commands';
import { issuePartialCreditNote } from './partial-credit';
import { billingAddressOf, findInvoice, firmDataView, listInvoices } from './queries';
import { invoiceSummary } from './summary-queries';
import { berlinToday } from '../../lib/german/time';
import { findUsersByIds } from '../identity';
import { ciiXml } from './documents/cii';
import { pdfFileName } from './documents/file-name';
import { renderInvoicePdf } from './documents/render';

const invoiceNotFound = invoicingMessages.invoiceNotFound;
const draftHasNoDocument = 'Die Rechnung ist noch ein Entwurf und hat noch keine Nummer.';

/** One file format of an issued invoice: its content type and file extension, and how it is made. */
interface InvoiceFile {
  summary: string;
  /** What the 200 answer is, for the document. */
  answer: string;
  render: (document: IssuedInvoice) => Promise<string | Buffer>;
  type: string;
  extension: string;
}

export function invoicingRoutes(ctx: AppContext) {
  const today = () => berlinToday(ctx.now()).toString();
  /** An invoice the caller may read: a client only their own (another's is 404, as if none). */
  async function readable(request: Parameters<typeof requireUser>[0], id: string) {
    const user = requireUser(request);
    const invoice = await findInvoice(ctx.db, id, today());
    if (!invoice || !isOwnerOrAdmin(user, invoice.clientId)) throw notFound(invoiceNotFound);
    return invoice;
  }
  /** The issued document of an invoice the caller may read; a draft has none yet (409). */
  async function issuedDocument(request: Parameters<typeof requireUser>[0], id: string) {
    const invoice = await readable(request, id);
    if (!invoice.document) throw new HttpError(409, draftHasNoDocument, 'INVOICE_DRAFT');
    return invoice.document;
  }
  /**
   * An issued invoice as a file to download (PDF, XRechnung), for whoever may read the invoice; a
   * draft has no file yet (409). The document names the media type without its charset.
   */
  function invoiceFile(api: Routes, url: string, file: InvoiceFile) {
    fileRoute(api, url, {
      access: ['user', 'admin'],
      notFound: invoiceNotFound,
      summary: file.summary,
      type: file.type,
      answer: file.answer,
      conflict: draftHasNoDocument,
      file: async (request, id) => {
        const document = await issuedDocument(request, id);
        return { name: pdfFileName(document, file.extension), content: await file.render(document) };
      },
    });
  }
  const found = async (id: string) => {
    const invoice = await findInvoice(ctx.db, id, today());
    if (!invoice) throw notFound(invoiceNotFound);
    return invoice;
  };

  return routePlugin('invoicing', (api) => {
    settingRoutes(api, '/api/settings/firm', {
      readAccess: ['admin'],
      readSummary: 'Die Firmendaten (Verkäufer jeder Rechnung); nie gespeichert: aus dem Impressum vorbelegt',
      saveSummary: 'Die Firmendaten speichern (immer alle)',
      body: firmData,
      answer: { description: '{ saved, version, data }', body: firmDataViewSchema },
      invalid: 'Angaben ungültig (IBAN, Steuernummer, …)',
      view: () => firmDataView(ctx.db, ctx.config.impressum),
      save: (actor, body, metadata) => setFirmData(ctx, actor, body, metadata),
    });

    api.get('/api/invoices', {
      access: ['user', 'admin'],
      summary: 'Rechnungen: die eigenen (Klient) oder alle (Admin), neueste zuerst, seitenweise',
      query: invoiceListQuery,
      responses: {
        200: {
          description: '{ invoices, total }: eine Seite der Rechnungen, Entwürfe und Stornorechnungen',
          body: invoicePageSchema,
        },
        400: 'Unbekannter Status oder Zahlungsstand, ungültiger Klient, Monat oder ungültige Seite',
      },
      handler: async (request) => {
        const clientId = personInScope(request, request.query.clientId);
        return listInvoices(ctx.db, { ...request.query, clientId }, today());
      },
    });

    api.get('/api/invoices/summary', {
      access: ['admin'],
      summary: 'Summen je Monat eines Jahres (Rechnungsdatum): gestellt, bezahlt, offen, überfällig',
      query: invoiceSummaryQuery,
      responses: { 200: { description: '{ months }', body: invoiceSummaryAnswer }, 400: 'Kein Jahr' },
      handler: async (request) => ({ months: await invoiceSummary(ctx.db, request.query.year, today()) }),
    });

    api.get('/api/invoices/billing-address', {
      access: ['user'],
      summary: 'Die eigene Rechnungsadresse (null, solange keine angegeben ist)',
      responses: { 200: { description: '{ address }', body: billingAddressAnswer } },
      handler: async (request) => {
        // Admins pass every guard; they hold no billing address of their own.
        const user = requireUser(request);
        if (user.role !== 'user') throw forbidden();
        return { address: await billingAddressOf(ctx.db, user.id) };
      },
    });

    api.put('/api/invoices/billing-address', {
      access: ['user'],
      summary: 'Die eigene Rechnungsadresse speichern; wartende Rechnungsentwürfe werden dann gestellt',
      body: billingAddressRequest,
      responses: {
        200: { description: '{ address }', body: billingAddressAnswer },
        400: 'Adresse unvollständig oder ungültig',
        403: 'Kein Klientenkonto',
      },
      handler: async (request) => {
        const actor = actorOf(request);
        await setBillingAddress(ctx, actor, actor.id, request.body, metadataOf(request));
        return { address: await billingAddressOf(ctx.db, actor.id) };
      },
    });

    api.get('/api/invoices/:id', {
      access: ['user', 'admin'],
      notFound: invoiceNotFound,
      summary: 'Eine Rechnung (Klient: nur die eigene)',
      params: idParam,
      responses: { 200: { description: 'Die Rechnung', body: invoiceViewSchema } },
      handler: async (request) => readable(request, request.params.id),
    });

    invoiceFile(api, '/api/invoices/:id/pdf', {
      summary: 'Die Rechnung als PDF (ZUGFeRD/Factur-X EN 16931: mit eingebetteter XML)',
      answer: 'PDF',
      render: async (document) => Buffer.from(await renderInvoicePdf(document)),
      type: 'application/pdf',
      extension: 'pdf',
    });

    invoiceFile(api, '/api/invoices/:id/xml', {
      summary: 'Die Rechnung als XRechnung (EN 16931, CII-Syntax)',
      answer: 'XRechnung (CII)',
      render: async (document) => {
        // XRechnung asks for the buyer's electronic address (BT-49): the e-mail issued with the invoice
        // (the firm's record, kept through an erasure); an invoice issued before it was recorded reads
        // the account's e-mail while the account exists.
        const buyerEmail =
          document.buyer.email !== undefined
            ? document.buyer.email
            : ((await findUsersByIds(ctx.db, [document.clientId])).get(document.clientId)?.email ?? null);
        return ciiXml(document, { profile: 'xrechnung', buyerEmail });
      },
      type: 'application/xml; charset=utf-8',
      extension: 'xml',
    });

    api.post('/api/invoices/:id/issue', {
      access: ['admin'],
      notFound: invoiceNotFound,
      summary: 'Einen Rechnungsentwurf stellen: er erhält die nächste Rechnungsnummer',
      params: idParam,
      responses: {
        200: { description: 'Die gestellte Rechnung', body: invoiceViewSchema },
        409: 'Bereits gestellt, oder es fehlt noch etwas',
      },
      handler: async (request) => {
        await issueDraft(ctx, request.params.id, metadataOf(request));
        return found(request.params.id);
      },
    });

    api.post('/api/invoices/:id/credit-note', {
      access: ['admin'],
      notFound: invoiceNotFound,
      summary: 'Eine gestellte Rechnung stornieren: Stornorechnung mit eigener Nummer',
      params: idParam,
      body: creditNoteRequest,
      responses: {
        201: { description: 'Die Stornorechnung', body: invoiceViewSchema },
        409: 'Entwurf, bereits storniert oder selbst eine Stornorechnung',
      },
      handler: async (request) => {
        const id = await issueCreditNote(ctx, request.params.id, request.body.reason, metadataOf(request));
        return found(id);
      },
    });

    api.post('/api/invoices/:id/partial-credit', {
      access: ['admin'],
      notFound: invoiceNotFound,
      summary:
        'Teilgutschrift (Rechnungskorrektur) zu einer gestellten Rechnung: nicht genutzte Stunden zum Stundenpreis der Rechnung oder ein Betrag (Cent), mit eigener Nummer',
      params: idParam,
      body: partialCreditRequest,
      responses: {
        201: { description: '{ creditNoteId, number, creditedCents, message }', body: partialCreditAnswer },
        400: 'Stunden oder Betrag ungültig, beides oder keins, Grund fehlt',
        409: 'Entwurf, storniert, Stornorechnung, oder mehr als noch nicht gutgeschrieben',
      },
      handler: async (request) => {
        const { hours, amount, reason } = request.body;
        const part = { hours: hours ?? null, amountCents: amount ?? null, reason };
        return issuePartialCreditNote(ctx, request.params.id, part, metadataOf(request));
      },
    });
  });
}
