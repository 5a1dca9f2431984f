import { z } from 'zod';
import type { AppContext } from '../../server/context';
import { actorOf, forbidden, personInScope, requireUser } from '../../server/http/access';
import { bankFileRoute } from '../../server/http/bank-file';
import { HttpError, notFound } from '../../server/http/errors';
import { metadataOf } from '../../server/http/metadata';
import { routePlugin } from '../../server/http/route';
import { succeeded } from '../../server/http/succeeded';
import { successAnswer } from '../../lib/answers';
import { idParam } from '../../server/http/path-params';
import { requiredLine } from '../../lib/german/text';
import { berlinDateOf } from '../../lib/german/time';
import {
  collectionRequest,
  collectionSchema,
  collectionsAnswer,
  mandateAnswer,
  mandateQuery,
  mandateRequest,
  mandateText,
  preNotificationsAnswer,
  sepaMessages,
  withdrawRequest,
} from './contract';
import {
  createCollection,
  grantMandate,
  markHandedOver,
  recordCollectionReturn,
  revokeMandate,
  withdrawDebit,
} from './commands';
import { pain008 } from './pain008';
import {
  activeMandateOf,
  collectionById,
  collectionFile,
  creditorOf,
  listCollections,
  preNotificationsOf,
} from './queries';

const returnRequest = z.object({
  invoiceId: z.string().uuid('Ungültige Rechnung.'),
  reason: requiredLine(140, 'Bitte geben Sie den Rückgabegrund an (z. B. MD06 oder AC04).'),
});
const noCreditor = { 409: 'Die Firma hat keine Gläubiger-ID' };

/**
 * SEPA direct debit (issue 31, item 4): the client's own mandate (grant, read, revoke; the admin
 * reads a client's), the client's pre-notifications, and the admin's collections with their
 * pain.008 files.
 */
export function sepaRoutes(ctx: AppContext) {
  const today = () => berlinDateOf(ctx.now());

  return routePlugin('sepa', (api) => {
    async function mandateView(clientId: string) {
      const creditor = await creditorOf(ctx.db);
      return {
        mandate: await activeMandateOf(ctx.db, clientId),
        creditor: creditor && { name: creditor.name, creditorId: creditor.creditorId },
        text: creditor && mandateText(creditor.name),
      };
    }

    api.get('/api/sepa/mandate', {
      access: ['user', 'admin'],
      summary: 'Das Lastschriftmandat: das eigene (Klient) oder eines Klienten (Admin, clientId); dazu der Mandatstext',
      query: mandateQuery,
      responses: {
        200: { description: '{ mandate, creditor, text }', body: mandateAnswer },
        400: 'clientId fehlt (Admin)',
      },
      handler: async (request) => {
        const clientId = personInScope(request, request.query.clientId);
        if (!clientId) throw new HttpError(400, 'Bitte geben Sie den Klienten an (clientId).', 'CLIENT_MISSING');
        return mandateView(clientId);
      },
    });

    api.put('/api/sepa/mandate', {
      access: ['user'],
      summary: 'Ein SEPA-Basislastschriftmandat erteilen (oder auf ein anderes Konto umstellen)',
      body: mandateRequest,
      responses: {
        200: { description: '{ mandate, creditor, text }', body: mandateAnswer },
        400: 'IBAN oder Kontoinhaber ungültig',
        ...noCreditor,
      },
      handler: async (request) => {
        const actor = actorOf(request);
        await grantMandate(ctx, actor, request.body, metadataOf(request));
        return mandateView(actor.id);
      },
    });

    api.delete('/api/sepa/mandate', {
      access: ['user'],
      summary: 'Das eigene Lastschriftmandat widerrufen',
      responses: { 200: { description: 'Widerrufen', body: successAnswer }, 409: 'Kein aktives Mandat' },
      handler: async (request) => succeeded(revokeMandate(ctx, actorOf(request), metadataOf(request))),
    });

    api.get('/api/sepa/pre-notifications', {
      access: ['user'],
      summary: 'Die Vorabankündigungen der eigenen offenen Rechnungen (Betrag, Einzugstag, Mandat, Gläubiger-ID)',
      responses: { 200: { description: '{ preNotifications }', body: preNotificationsAnswer }, 403: 'Kein Klient' },
      handler: async (request) => {
        // A client's own: the admin (who passes every role guard) has none.
        const user = requireUser(request);
        if (user.role !== 'user') throw forbidden();
        return { preNotifications: await preNotificationsOf(ctx.db, user.id, today()) };
      },
    });

    api.get('/api/sepa/collections', {
      access: ['admin'],
      summary: 'Die Lastschrifteinzüge, neueste zuerst (höchstens 100)',
      responses: { 200: { description: '{ collections }', body: collectionsAnswer } },
      handler: async () => ({ collections: await listCollections(ctx.db) }),
    });

    api.post('/api/sepa/collections', {
      access: ['admin'],
      summary: 'Einen Lastschrifteinzug erstellen: alle offenen Rechnungen mit Mandat, fällig bis dueUntil',
      body: collectionRequest,
      responses: {
        201: { description: 'Der Einzug mit seiner Id', body: collectionSchema },
        400: 'Datum ungültig',
        409: 'Nichts fällig, oder keine Gläubiger-ID',
      },
      handler: async (request) => {
        const id = await createCollection(ctx, actorOf(request), request.body.dueUntil, metadataOf(request));
        return collectionById(ctx.db, id);
      },
    });

    bankFileRoute(api, '/api/sepa/collections/:id/xml', {
      notFound: sepaMessages.collectionNotFound,
      notFoundCode: 'CollectionNotFound',
      summary: 'Die Datei eines Einzugs für die Bank (pain.008.001.08)',
      format: 'pain.008.001.08',
      conflict: `${sepaMessages.debtorErased} Oder: ${sepaMessages.emptyCollection}`,
      file: async (id) => {
        const file = await collectionFile(ctx.db, id);
        if (!file) return null;
        if (file.debits.length === 0) throw new HttpError(409, sepaMessages.emptyCollection, 'EmptyCollection');
        const debits = file.debits.flatMap((d) =>
          d.iban && d.accountHolder ? [{ ...d, iban: d.iban, accountHolder: d.accountHolder }] : [],
        );
        if (debits.length < file.debits.length) throw new HttpError(409, sepaMessages.debtorErased, 'DebtorErased');
        const xml = pain008({ collectionId: id, createdAt: file.createdAt, creditor: file.creditor, debits });
        return { name: `Lastschrift-${berlinDateOf(file.createdAt)}.xml`, xml };
      },
    });

    /** The collection as it stands after a step; the step refused an unknown one already. */
    const collectionAfter = async (id: string) => {
      const collection = await collectionById(ctx.db, id);
      if (!collection) throw notFound(sepaMessages.collectionNotFound, 'CollectionNotFound');
      return collection;
    };

    // The file leaves the office: from now on only the bank recalls a debit (README 'A debit withdrawn').
    api.post('/api/sepa/collections/:id/handed-over', {
      access: ['admin'],
      notFound: sepaMessages.collectionNotFound,
      summary:
        'Die Datei eines Einzugs als an die Bank übergeben vermerken (danach wird keine Lastschrift mehr herausgenommen)',
      params: idParam,
      responses: { 200: { description: 'Der Einzug, mit handedOverAt', body: collectionSchema } },
      handler: async (request) => {
        await markHandedOver(ctx, actorOf(request), request.params.id, metadataOf(request));
        return collectionAfter(request.params.id);
      },
    });

    api.post('/api/sepa/collections/:id/withdraw', {
      access: ['admin'],
      notFound: sepaMessages.collectionNotFound,
      summary: 'Eine Lastschrift aus einem Einzug nehmen, dessen Datei noch nicht an die Bank übergeben wurde',
      params: idParam,
      body: withdrawRequest,
      responses: {
        200: { description: 'Der Einzug ohne diese Lastschrift (withdrawnReason)', body: collectionSchema },
        400: 'Rechnung oder Grund fehlt',
        409: 'Die Rechnung ist nicht (mehr) in diesem Einzug, oder die Datei ist schon bei der Bank (Rückruf über die Bank)',
      },
      handler: async (request) => {
        await withdrawDebit(ctx, actorOf(request), request.params.id, request.body, metadataOf(request));
        return collectionAfter(request.params.id);
      },
    });

    api.post('/api/sepa/returns', {
      access: ['admin'],
      summary: 'Eine Rücklastschrift erfassen: die Rechnung verlässt ihren Einzug, mit dem Rückgabegrund',
      body: returnRequest,
      responses: {
        200: { description: 'Erfasst', body: successAnswer },
        400: 'Eingabe ungültig',
        409: 'Die Rechnung ist in keinem Einzug',
      },
      handler: async (request) =>
        succeeded(recordCollectionReturn(ctx, request.body.invoiceId, request.body.reason, metadataOf(request))),
    });
  });
}
