import { z } from 'zod';
import { isVisible, requiredText } from '../../lib/german/text';
import type { MessageEvent } from './events';
import { circleEntryFields } from '../notes/contract/entry';

// Isomorphic: one conversation per client with their Acceleratoren and the office (issue 33).

export const MESSAGE_MAX_LENGTH = 5000;
/** An unread message is mailed about (without its text) once it waits this long. */
export const UNREAD_MAIL_AFTER_MINUTES = 15;

export const messageMessages = {
  textMissing: 'Bitte schreiben Sie eine Nachricht.',
  tooLong: `Höchstens ${MESSAGE_MAX_LENGTH.toLocaleString('de-DE')} Zeichen.`,
  fileNotShared:
    'Angehängt werden Dateien dieses Klienten, die mit ihm geteilt sind; laden Sie die Datei dort als „geteilt“ hoch.',
  sent: 'Nachricht gesendet',
  sendFailed: 'Die Nachricht konnte nicht gesendet werden.',
  loadFailed: 'Die Nachrichten konnten nicht geladen werden.',
} as const;

/** `POST /api/clients/{clientId}/messages` */
export const postMessageRequest = z.object({
  text: requiredText(MESSAGE_MAX_LENGTH, messageMessages.textMissing, messageMessages.tooLong).refine(
    isVisible,
    messageMessages.textMissing,
  ),
  fileIds: z.array(z.string().uuid('Ungültige Datei.')).max(10, 'Höchstens 10 Dateien je Nachricht.').optional(),
});
export type PostMessageRequest = z.input<typeof postMessageRequest>;

export const messageSchema = z.object({
  ...circleEntryFields,
  authorRole: z.enum(['client', 'coach', 'office']),
  text: z.string(),
  files: z.array(z.object({ id: z.string(), name: z.string() })),
  postedAt: z.string(),
  mine: z.boolean(),
});
export type Message = z.infer<typeof messageSchema> & { seq: number };

export const conversationAnswer = z.object({
  messages: z.array(messageSchema.extend({ seq: z.number().int() })),
  /** The message (`seq`) the reader has read up to; 0: none. The ones after it are new to them. */
  readUpTo: z.number().int(),
});
export const postedMessageAnswer = z.object({ id: z.string() });

/** `GET /api/messages/unread`: per conversation with unread messages, how many. */
export const unreadAnswer = z.object({
  total: z.number().int(),
  conversations: z.array(z.object({ clientId: z.string(), clientName: z.string(), unread: z.number().int() })),
});
export type Unread = z.infer<typeof unreadAnswer>;

export { messagesKeys } from './contract/keys';

/** The event types of messages, for the web's realtime registry. */
export type MessagesEventType = MessageEvent['type'];
