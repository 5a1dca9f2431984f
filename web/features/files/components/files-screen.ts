import { fileMessages } from '../../../../modules/files/contract';
import { chosenClientScreen } from '../../client-pickers';
import { clientFilesQuery } from '../api/files';
import { ClientFiles } from './ClientFiles';

/** /files (Dateien): a client's own documents; partners and admins pick a client. */
export const filesScreen = chosenClientScreen({
  title: 'Dateien',
  subtitles: {
    client: 'Dokumente aus Ihrem Coaching: von Ihnen und von Ihrem Team.',
    staff: 'Dokumente zu einem Klienten: privat, für das Team oder mit dem Klienten geteilt.',
  },
  Body: ClientFiles,
  query: clientFilesQuery,
  loadFailed: fileMessages.loadFailed,
});
