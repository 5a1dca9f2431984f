import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { formatBytes } from '../../../../lib/german/bytes';
import { formatDateTime } from '../../../../lib/german/format';
import { CLIENT_QUOTA_BYTES, fileMessages, filesKeys, type ClientFile } from '../../../../modules/files/contract';
import { noteVisibilityTags } from '../../../../modules/notes/contract';
import { writeMeta } from '../../../api/query-meta';
import { ClientSection, ofMeeting, type ClientSectionProps } from '../../../components/ui/ClientSection';
import { Card } from '../../../components/ui/Card';
import { ConfirmButton } from '../../../components/ui/ConfirmButton';
import { ListOrEmpty } from '../../../components/ui/ListOrEmpty';
import { StatusPill } from '../../../components/ui/StatusPill';
import { clientFilesQuery, deleteFile, fileHref } from '../api/files';
import { UploadFileCard } from './UploadFileCard';
import * as styles from './Files.css';

/** A client's files as the signed-in person may see them, and an upload. */
export function ClientFiles(props: ClientSectionProps) {
  return (
    <ClientSection clientId={props.clientId} form={<UploadFileCard {...props} />} loadFailed={fileMessages.loadFailed}>
      <FileList {...props} />
    </ClientSection>
  );
}

function FileList({ clientId, isClient, meetingId }: ClientSectionProps) {
  const { data } = useSuspenseQuery(clientFilesQuery(clientId));
  const files = ofMeeting(data.files, meetingId);
  return (
    <Card
      title={meetingId ? 'Dateien zu diesem Meeting' : 'Dateien'}
      subtitle={`${formatBytes(data.usedBytes)} von ${formatBytes(CLIENT_QUOTA_BYTES)} belegt`}
      testId="files"
    >
      <ListOrEmpty
        items={files}
        label="Dateien"
        emptyTitle="Noch keine Dateien"
        emptyText={
          meetingId
            ? 'Zu diesem Meeting gibt es noch keine Dateien, die Sie sehen dürfen.'
            : isClient
              ? 'Dokumente, die Sie oder Ihr Team hier ablegen, finden Sie an dieser Stelle.'
              : 'Dokumente zu diesem Klienten erscheinen hier.'
        }
      >
        {(f) => <FileItem file={f} />}
      </ListOrEmpty>
    </Card>
  );
}

function FileItem({ file }: { file: ClientFile }) {
  const remove = useMutation({
    mutationFn: () => deleteFile(file),
    meta: writeMeta(fileMessages.deleted, fileMessages.deleteFailed, [filesKeys.ofClient(file.clientId)]),
  });
  return (
    <li className={styles.file} data-testid="file">
      <div className={styles.body}>
        {/* An attachment: the browser saves it, the page stays. */}
        <a className={styles.name} href={fileHref(file)} download={file.name}>
          {file.name}
        </a>
        <div className={styles.meta}>
          <span>{formatBytes(file.size)}</span>
          <span>{file.mine ? 'von Ihnen' : `von ${file.uploadedByName}`}</span>
          <span>{formatDateTime(file.uploadedAt)}</span>
          <StatusPill tone={file.visibility === 'shared' ? 'success' : file.visibility === 'team' ? 'info' : 'neutral'}>
            {noteVisibilityTags[file.visibility]}
          </StatusPill>
        </div>
      </div>
      {file.mine ? (
        <ConfirmButton
          label="Löschen"
          title="Datei löschen?"
          confirmLabel="Löschen"
          confirmVariant="danger"
          runs={remove}
        >
          <p>{`„${file.name}“ verschwindet für alle, die sie sehen durften.`}</p>
        </ConfirmButton>
      ) : null}
    </li>
  );
}
