import { filesKeys } from '../../../../modules/files/contract';
import { defineRefresh, ofClient } from '../../../realtime/refresh';

/** A client's files, by the push's client (a download changes no list). */
export const filesRefresh = defineRefresh('files', [
  { family: filesKeys.all, on: ['FileUploaded', 'FileDeleted'], scope: ofClient },
]);
