import { aggregateStreams, type NewEvent } from '../../server/eventstore';
import { allOf } from '../../lib/all-of';

export type ArchiveNotesUpdated = NewEvent<'ArchiveNotesUpdated', { userId: string; notes: string; at: string }>;
export type ArchiveEvent = ArchiveNotesUpdated;
export const archiveEventTypes = allOf<ArchiveEvent['type']>({ ArchiveNotesUpdated: true });
export const archiveStreams = aggregateStreams('archive', 'client');
