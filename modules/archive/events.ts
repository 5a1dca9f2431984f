import { aggregateStreams } from '../../server/eventstore';

export interface ArchiveNotesUpdated {
  type: 'ArchiveNotesUpdated';
  data: { userId: string; notes: string; at: string };
}
export type ArchiveEvent = ArchiveNotesUpdated;
export const archiveEventTypes: readonly ArchiveEvent['type'][] = ['ArchiveNotesUpdated'];
export const archiveStreams = aggregateStreams('archive', 'client');
