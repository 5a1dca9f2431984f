import { erasureProjection } from '../../server/eventstore';

/**
 * A client's erasure removes their conversation and everyone's marks on it; an erased Accelerator's
 * (or admin's) own marks go with them: the conversation and its messages stay the client's.
 */
export const messagesErasure = [
  erasureProjection('messages', 'client_messages', 'client_id'),
  { ...erasureProjection('messages', 'conversation_reads', 'client_id'), name: 'messages.erasure-reads' },
  { ...erasureProjection('messages', 'conversation_reads', 'reader_id'), name: 'messages.erasure-reader' },
];
