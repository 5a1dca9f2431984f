import { namedByRule } from '../../server/http/domain-errors';
import { messageMessages } from './contract';
import type { MessageError } from './decide';

/** Each broken message rule as status and German message; the API code is the rule's own name. */
export const messagesErrors = namedByRule<MessageError>({
  FileNotShared: [400, messageMessages.fileNotShared],
  NothingToMail: [409, 'Keine ungelesenen Nachrichten, die eine E-Mail brauchen.'],
});
