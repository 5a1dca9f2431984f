import type { CircleRole } from '../notes/contract';

export interface MessagesTables {
  /** One row per message (`0020_messages`). */
  client_messages: {
    id: string;
    client_id: string;
    author_id: string;
    author_role: CircleRole;
    text: string;
    file_ids: string[];
    posted_at: Date;
    /** the message's version in the conversation's stream: the order of the conversation */
    seq: number;
  };
  /** Per conversation and participant: the message (`seq`) they read up to, when they were last mailed about it. */
  conversation_reads: { client_id: string; reader_id: string; read_seq: number; mailed_at: Date | null };
}
