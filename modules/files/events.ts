import { aggregateStreams, type NewEvent } from '../../server/eventstore';
import { allOf } from '../../lib/all-of';
import type { CircleRole, NoteVisibility } from '../notes/contract';

/** The bytes never enter the log: they are kept beside it (`file_blobs`), named by `sha256`. */
export type FileUploaded = NewEvent<
  'FileUploaded',
  {
    fileId: string;
    clientId: string;
    uploadedBy: string;
    uploaderRole: CircleRole;
    name: string;
    contentType: string;
    size: number;
    sha256: string;
    visibility: NoteVisibility;
    meetingId: string | null;
    at: string;
  }
>;
export type FileDeleted = NewEvent<
  'FileDeleted',
  { fileId: string; clientId: string; uploadedBy: string; visibility: NoteVisibility; at: string }
>;
/** Each download, for the audit (who fetched which of the client's files, when). */
export type FileDownloaded = NewEvent<'FileDownloaded', { fileId: string; clientId: string; by: string; at: string }>;
export type FileEvent = FileUploaded | FileDeleted | FileDownloaded;

export const fileEventTypes = allOf<FileEvent['type']>({ FileUploaded: true, FileDeleted: true, FileDownloaded: true });

/** One stream per file (stream id = the file's id). */
export const fileStreams = aggregateStreams('files', 'file');
