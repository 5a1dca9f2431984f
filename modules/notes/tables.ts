import type { CircleRole, NoteVisibility } from './contract';

export interface NotesTables {
  /** One row per note that is not deleted (`0017_notes`); the text as its author last saved it. */
  client_notes: {
    id: string;
    client_id: string;
    author_id: string;
    author_role: CircleRole;
    meeting_id: string | null;
    visibility: NoteVisibility;
    text: string;
    created_at: Date;
    updated_at: Date;
    version: number;
  };
}
