import { aggregateStreams, type NewEvent } from '../../server/eventstore';

export type ArchiveNotesUpdated = NewEvent<'ArchiveNotesUpdated', { userId: string; notes: string; at: string }>;
export type ArchiveEvent = ArchiveNotesUpdated;
export const archiveEventTypes: readonly ArchiveEvent['type'][] = ['ArchiveNotesUpdated'];
export const archiveStreams = aggregateStreams('archive', 'client');
