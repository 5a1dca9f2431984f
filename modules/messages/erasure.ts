import { erasureProjection } from '../../server/eventstore';

/** A client's erasure removes their conversation and everyone's marks on it. */
export const messagesErasure = [
  erasureProjection('messages', 'client_messages', 'client_id'),
  { ...erasureProjection('messages', 'conversation_reads', 'client_id'), name: 'messages.erasure-reads' },
];
