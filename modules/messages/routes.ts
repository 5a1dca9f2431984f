import type { AppContext } from '../../server/context';
import { actorOf, requireUser } from '../../server/http/access';
import { metadataOf } from '../../server/http/metadata';
import { routePlugin } from '../../server/http/route';
import { succeeded } from '../../server/http/succeeded';
import { clientIdParam } from '../../server/http/path-params';
import { successAnswer } from '../../lib/answers';
import { clientsOfPartner } from '../packages';
import { requireReader } from '../notes';
import { noteMessages } from '../notes/contract';
import { conversationAnswer, postMessageRequest, postedMessageAnswer, unreadAnswer } from './contract';
import { postMessage, readConversation } from './commands';
import { conversationOf, unreadFor } from './queries';

// A malformed client id answers as `requireReader` does for one outside the conversation.
const notFound = noteMessages.clientNotFound;
const outsideCircle = { 404: 'Klient nicht gefunden (oder nicht in der Unterhaltung)' };

/**
 * One conversation per client (issue 33): the client, their Acceleratoren (allocated to a package
 * the client accepted, now or before) and the office. Anyone else gets 404.
 */
export function messagesRoutes(ctx: AppContext) {
  return routePlugin('messages', (api) => {
    api.get('/api/clients/:clientId/messages', {
      access: 'signedIn',
      notFound,
      summary: 'Die Unterhaltung eines Klienten (die neuesten 200 Nachrichten, älteste zuerst)',
      params: clientIdParam,
      responses: { 200: { description: '{ messages, readAt }', body: conversationAnswer }, ...outsideCircle },
      handler: async (request) => {
        const { clientId } = request.params;
        const reader = await requireReader(ctx.db, actorOf(request), clientId);
        return conversationOf(ctx.db, clientId, reader.id);
      },
    });

    api.post('/api/clients/:clientId/messages', {
      access: 'signedIn',
      notFound,
      summary: 'Eine Nachricht schreiben (Text, optional mit dem Klienten geteilte Dateien)',
      params: clientIdParam,
      body: postMessageRequest,
      responses: {
        201: { description: 'Die Id der Nachricht', body: postedMessageAnswer },
        400: 'Kein Text, zu lang, oder eine Datei, die nicht mit dem Klienten geteilt ist',
        ...outsideCircle,
      },
      handler: (request) =>
        postMessage(ctx, actorOf(request), request.params.clientId, request.body, metadataOf(request)),
    });

    api.post('/api/clients/:clientId/messages/read', {
      access: 'signedIn',
      notFound,
      summary: 'Die Unterhaltung als gelesen markieren',
      params: clientIdParam,
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
        const clients = [...new Set((await clientsOfPartner(ctx.db, user.id)).map((c) => c.clientId))];
        return unreadFor(ctx.db, user.id, clients);
      },
    });
  });
}
