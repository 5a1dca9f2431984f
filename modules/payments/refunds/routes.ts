import type { AppContext } from '../../../server/context';
import { bankFileRoute } from '../../../server/http/bank-file';
import { HttpError } from '../../../server/http/errors';
import { metadataOf } from '../../../server/http/metadata';
import type { Routes } from '../../../server/http/route';
import { idParam } from '../../../server/http/path-params';
import { invoicingMessages } from '../../invoicing/contract';
import { pain001 } from '../../sepa';
import { berlinDateOf } from '../../../lib/german/time';
import { bookRefund } from './commands';
import { refundBookedAnswer, refundListAnswer, refundMessages, refundRequest } from './contract';
import { refundFile, refundView, refundViewsOf } from './queries';

/** Refunds on invoices (issue 31, item 6): book one, list an invoice's, the transfer file (admins). */
export function refundRoutes(api: Routes, ctx: AppContext) {
  api.post('/api/invoices/:id/refund', {
    access: ['admin'],
    notFound: invoicingMessages.invoiceNotFound,
    summary:
      'Eine Erstattung buchen (Betrag in Cent oder als „99,90“, Grund, IBAN/Kontoinhaber, sonst die bekannte Bankverbindung)',
    params: idParam,
    body: refundRequest,
    responses: {
      201: { description: 'Die gebuchte Erstattung', body: refundBookedAnswer },
      400: 'Betrag, Grund oder IBAN ungültig',
      409: 'Nichts oder weniger zu erstatten, keine gestellte Rechnung, oder keine Bankverbindung bekannt',
    },
    handler: async (request) => {
      const { refundId, message } = await bookRefund(ctx, request.params.id, request.body, metadataOf(request));
      return { ...(await refundView(ctx.db, refundId))!, message };
    },
  });

  api.get('/api/invoices/:id/refunds', {
    access: ['admin'],
    notFound: invoicingMessages.invoiceNotFound,
    summary: 'Die Erstattungen einer Rechnung mit ihrem Stand (gebucht, ausgeführt)',
    params: idParam,
    responses: { 200: { description: '{ refunds }', body: refundListAnswer } },
    handler: async (request) => ({ refunds: await refundViewsOf(ctx.db, request.params.id) }),
  });

  bankFileRoute(api, '/api/invoices/refunds/:id/xml', {
    notFound: refundMessages.notFound,
    summary: 'Die Überweisungsdatei einer Erstattung für die Bank (pain.001.001.09)',
    format: 'pain.001.001.09',
    conflict: refundMessages.noFirmAccount,
    file: async (id) => {
      const file = await refundFile(ctx.db, id, berlinDateOf(ctx.now()));
      if (!file) return null;
      if (!file.debtor) throw new HttpError(409, refundMessages.noFirmAccount, 'NO_FIRM_ACCOUNT');
      const xml = pain001({
        messageId: file.messageId,
        createdAt: file.createdAt,
        executionDate: file.executionDate,
        debtor: file.debtor,
        transfers: [file.transfer],
      });
      return { name: `${file.transfer.endToEndId}.xml`, xml };
    },
  });
}
