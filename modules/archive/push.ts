import { adminPush, type PushRule } from '../../server/eventstore';
import { archiveEventTypes } from './events';

/** Notes are the firm's own: only admins hear of them (ArchiveNotesUpdated). */
export const archivePush: PushRule[] = [adminPush(archiveEventTypes)];
