import { defineDecider } from '../../server/eventstore';
import { unreachable } from '../../lib/unreachable';
import { visibleTo, type Reader } from '../notes';
import { writableVisibilities, type NoteVisibility } from '../notes/contract';
import { CLIENT_QUOTA_BYTES, MAX_FILE_BYTES } from './contract';
import { fileStreams, type FileEvent } from './events';

interface FileState {
  status: 'none' | 'kept' | 'deleted';
  clientId: string | null;
  uploadedBy: string;
  visibility: NoteVisibility;
}
const initialFileState = (): FileState => ({ status: 'none', clientId: null, uploadedBy: '', visibility: 'private' });

function evolveFile(state: FileState, e: FileEvent): FileState {
  switch (e.type) {
    case 'FileUploaded':
      return {
        status: 'kept',
        clientId: e.data.clientId,
        uploadedBy: e.data.uploadedBy,
        visibility: e.data.visibility,
      };
    case 'FileDeleted':
      return { ...state, status: 'deleted' };
    case 'FileDownloaded':
      return state;
    default:
      return unreachable(e);
  }
}

type FileCommand =
  | {
      type: 'Upload';
      clientId: string;
      uploader: Reader;
      name: string;
      /** the type read from the bytes; null: not one the portal takes */
      contentType: string | null;
      size: number;
      sha256: string;
      visibility: NoteVisibility;
      meetingId: string | null;
      meetingOfClient: boolean;
      /** what the client's files hold already (read by the handler) */
      usedBytes: number;
      now: Date;
    }
  | { type: 'Delete'; by: Reader; now: Date }
  | { type: 'Download'; by: Reader; now: Date };

export type FileError =
  | 'FileExists'
  | 'FileNotFound'
  | 'TypeRefused'
  | 'TooLarge'
  | 'QuotaExceeded'
  | 'ClientTeamFile'
  | 'MeetingOfOtherClient'
  | 'NotUploader';

/** A file the reader may not see is not found for them (the office neither sees another's private file). */
const hidden = (state: FileState, by: Reader) =>
  state.status !== 'kept' || !visibleTo(by, { authorId: state.uploadedBy, visibility: state.visibility });

function decideFile(command: FileCommand, state: FileState, fileId: string): FileEvent[] | FileError {
  const at = command.now.toISOString();
  switch (command.type) {
    case 'Upload': {
      if (state.status !== 'none') return 'FileExists';
      const c = command;
      if (c.size > MAX_FILE_BYTES) return 'TooLarge';
      if (c.contentType === null) return 'TypeRefused';
      if (c.usedBytes + c.size > CLIENT_QUOTA_BYTES) return 'QuotaExceeded';
      if (!writableVisibilities(c.uploader.role === 'client').includes(c.visibility)) return 'ClientTeamFile';
      if (c.meetingId && !c.meetingOfClient) return 'MeetingOfOtherClient';
      return [
        {
          type: 'FileUploaded',
          data: {
            fileId,
            clientId: c.clientId,
            uploadedBy: c.uploader.id,
            uploaderRole: c.uploader.role,
            name: c.name,
            contentType: c.contentType,
            size: c.size,
            sha256: c.sha256,
            visibility: c.visibility,
            meetingId: c.meetingId,
            at,
          },
        },
      ];
    }
    case 'Delete':
      if (hidden(state, command.by)) return 'FileNotFound';
      if (state.uploadedBy !== command.by.id) return 'NotUploader';
      return [
        {
          type: 'FileDeleted',
          data: { fileId, clientId: state.clientId!, uploadedBy: state.uploadedBy, visibility: state.visibility, at },
        },
      ];
    case 'Download':
      if (hidden(state, command.by)) return 'FileNotFound';
      return [{ type: 'FileDownloaded', data: { fileId, clientId: state.clientId!, by: command.by.id, at } }];
    default:
      return unreachable(command);
  }
}

/** A file (stream id = the file's id), for the command kernel. */
export const fileDecider = defineDecider(fileStreams, initialFileState, evolveFile, decideFile);
