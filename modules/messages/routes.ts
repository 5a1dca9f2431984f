import type { AppContext } from '../../server/context';
import { actorOf, requireUser } from '../../server/http/access';
import { metadataOf } from '../../server/http/metadata';
import { routePlugin } from '../../server/http/route';
import { succeeded } from '../../server/http/succeeded';
import { successAnswer } from '../../lib/answers';
import { currentClientsOf, onClientCircle, readByCircle, writeByCircle } from '../notes';
import { conversationAnswer, postMessageRequest, postedMessageAnswer, unreadAnswer } from './contract';
import { postMessage, readConversation } from './commands';
import { conversationOf, unreadFor } from './queries';

// The circle's routes, but the 404 they document names the conversation.
const outsideCircle = { 404: 'Klient nicht gefunden (oder nicht in der Unterhaltung)' };

/**
 * One conversation per client (issue 33): the client, their Acceleratoren (allocated to a package
 * the client accepted, now or before) and the office. Anyone else gets 404.
 */
export function messagesRoutes(ctx: AppContext) {
  return routePlugin('messages', (api) => {
    api.get('/api/clients/:clientId/messages', {
      ...onClientCircle,
      summary: 'Die Unterhaltung eines Klienten (die neuesten 200 Nachrichten, älteste zuerst)',
      responses: { 200: { description: '{ messages, readAt }', body: conversationAnswer }, ...outsideCircle },
      handler: readByCircle(ctx.db, (reader, clientId) => conversationOf(ctx.db, clientId, reader.id)),
    });

    api.post('/api/clients/:clientId/messages', {
      ...onClientCircle,
      summary: 'Eine Nachricht schreiben (Text, optional mit dem Klienten geteilte Dateien)',
      body: postMessageRequest,
      responses: {
        201: { description: 'Die Id der Nachricht', body: postedMessageAnswer },
        400: 'Kein Text, zu lang, oder eine Datei, die nicht mit dem Klienten geteilt ist',
        ...outsideCircle,
      },
      handler: writeByCircle(ctx, postMessage),
    });

    api.post('/api/clients/:clientId/messages/read', {
      ...onClientCircle,
      summary: 'Die Unterhaltung als gelesen markieren',
      responses: { 200: { description: '{ success: true }', body: successAnswer }, ...outsideCircle },
      handler: async (request) =>
        succeeded(readConversation(ctx, actorOf(request), request.params.clientId, metadataOf(request))),
    });

    api.get('/api/messages/unread', {
      access: 'signedIn',
      summary: 'Ungelesene Nachrichten je Unterhaltung (Klient: die eigene; Accelerator: seiner Klienten; Admin: alle)',
      responses: { 200: { description: '{ total, conversations }', body: unreadAnswer } },
      handler: async (request) => {
        const user = requireUser(request);
        if (user.role === 'admin') return unreadFor(ctx.db, user.id);
        if (user.role === 'user') return unreadFor(ctx.db, user.id, [user.id]);
        return unreadFor(ctx.db, user.id, await currentClientsOf(ctx.db, user.id));
      },
    });
  });
}
