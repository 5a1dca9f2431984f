import { queryOptions } from '@tanstack/react-query';
import type { Unread } from '../../../../modules/messages/contract';
import { messagesKeys } from '../../../../modules/messages/contract/keys';
import { api } from '../../../api/client';

// Apart from the conversation's calls: the signed-in layout's menu count loads on every page,
// without the messages contract's schemas (web/README.md 'Bytes').

/** Unread messages per conversation, for the menu's count and the conversation list. */
export const unreadQuery = queryOptions({
  queryKey: messagesKeys.unread,
  queryFn: ({ signal }) => api.load<Unread>('/api/messages/unread', { signal }),
});
