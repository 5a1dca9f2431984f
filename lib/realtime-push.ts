/**
 * The ids a push may carry so that a reader can narrow its refresh (the client whose details went
 * stale, the partners whose open hours changed). Only ids the event already names in the clear,
 * never a sealed personal field; a module's push rule chooses which of them each audience learns.
 */
export interface PushIds {
  clientId?: string;
  /** The account the event is about (identity): a reader compares it with the signed-in user. */
  userId?: string;
  partnerIds?: string[];
  questionnaireId?: string;
}

/**
 * What the server sends on the socket's `changes` channel for one event: its type and position
 * in the log, and the ids its audience may learn. Which query keys go stale is the web's business
 * (each feature's refresh declaration, `web/realtime/refresh.ts`).
 */
export interface ChangesPush {
  type: string;
  position: number;
  ids: PushIds;
}
