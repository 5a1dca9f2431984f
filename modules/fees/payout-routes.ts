import type { AppContext } from '../../server/context';
import { actorOf } from '../../server/http/access';
import { bankFileRoute } from '../../server/http/bank-file';
import { HttpError } from '../../server/http/errors';
import { metadataOf } from '../../server/http/metadata';
import { routePlugin } from '../../server/http/route';
import { berlinDateOf } from '../../lib/german/time';
import { pain001, type Transfer } from '../sepa';
import { payoutListAnswer, payoutMessages, payoutRequest, payoutSchema } from './payout-contract';
import { createPayout } from './payout-commands';
import { payoutFile, payoutsOf } from './payout-queries';

const noFirmAccount = 'Bitte hinterlegen Sie zuerst die Firmendaten mit der IBAN des Firmenkontos (Einstellungen).';
const payeeErased =
  'Ein Accelerator dieser Auszahlung hat keine Abrechnungsdaten mehr (Konto gelöscht); die Datei kann nicht erstellt werden.';

/** The office's payouts of issued statements (issue 35 item 5): create, list, the pain.001 file. */
export function payoutRoutes(ctx: AppContext) {
  return routePlugin('fees', (api) => {
    api.post('/api/fees/payouts', {
      access: ['admin'],
      summary: 'Ausgestellte Abrechnungen auszahlen: eine Überweisung je Gutschrift, eine Datei (pain.001)',
      body: payoutRequest,
      responses: {
        201: { description: 'Die Auszahlung', body: payoutSchema },
        400: 'Keine oder doppelte Abrechnungen',
        404: 'Eine Abrechnung gibt es nicht',
        409: 'Eine Abrechnung ist nicht ausgestellt, schon ausgezahlt, ohne Betrag oder ohne IBAN',
      },
      handler: async (request) => {
        const id = await createPayout(ctx, actorOf(request), request.body.statementIds, metadataOf(request));
        return (await payoutsOf(ctx.db, [id]))[0];
      },
    });

    api.get('/api/fees/payouts', {
      access: ['admin'],
      summary: 'Die letzten 100 Auszahlungen mit ihren Überweisungen und ihrem Stand',
      responses: { 200: { description: '{ payouts }', body: payoutListAnswer } },
      handler: async () => ({ payouts: await payoutsOf(ctx.db) }),
    });

    bankFileRoute(api, '/api/fees/payouts/:id/xml', {
      notFound: payoutMessages.payoutNotFound,
      summary: 'Die Überweisungsdatei einer Auszahlung für die Bank (pain.001.001.09)',
      format: 'pain.001.001.09',
      conflict: payeeErased,
      file: async (id) => {
        const file = await payoutFile(ctx.db, id);
        if (!file) return null;
        if (!file.debtor) throw new HttpError(409, noFirmAccount, 'NO_FIRM_ACCOUNT');
        const transfers = file.transfers.filter((t): t is Transfer => t !== null);
        if (transfers.length < file.transfers.length) throw new HttpError(409, payeeErased, 'PAYEE_ERASED');
        const xml = pain001({ ...file, debtor: file.debtor, transfers });
        return { name: `Auszahlung-${berlinDateOf(file.createdAt)}.xml`, xml };
      },
    });
  });
}
