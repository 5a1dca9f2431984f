import type { ErrorTable } from '../../server/http/domain-errors';
import { archiveMessages } from './contract';
import type { NotesError } from './decide';

/** The archive's one rule: a write on a stale version of the notes loses. */
export const archiveErrors: ErrorTable<NotesError> = { StaleNotes: [409, archiveMessages.stale, 'VERSION_CONFLICT'] };
