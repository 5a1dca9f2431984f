import { adminPush, type PushRule } from '../../server/eventstore';
import { archiveKeys } from './contract';
import { archiveEventTypes } from './events';

/**
 * Notes are the firm's own: only admins hear of them.
 *
 * | event | audience | keys |
 * |---|---|---|
 * | ArchiveNotesUpdated | admins | the KundenKartei (`['client-archive']`: its rows carry the notes) |
 */
export const archivePush: PushRule[] = [adminPush(archiveEventTypes, [archiveKeys.all])];
