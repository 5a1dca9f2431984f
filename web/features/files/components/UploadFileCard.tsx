import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { formatBytes } from '../../../../lib/german/bytes';
import { fileMessages, filesKeys, MAX_FILE_BYTES } from '../../../../modules/files/contract';
import {
  clientVisibilityLabels,
  noteVisibilityLabels,
  writableVisibilities,
  type NoteVisibility,
} from '../../../../modules/notes/contract';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import type { ClientSectionProps } from '../../../components/ui/ClientSection';
import { ChoiceChips } from '../../../components/ui/ChoiceChips';
import { Notice } from '../../../components/ui/Notice';
import { endActions } from '../../../components/ui/layout.css';
import { uploadFile } from '../api/files';
import * as styles from './Files.css';

const accepted = ['.pdf', '.png', '.jpg', '.jpeg', '.gif', '.webp', '.docx', '.xlsx', '.pptx', '.doc', '.xls', '.ppt'];
const textTypes = ['.odt', '.ods', '.odp', '.txt', '.csv', '.md'];

/** 'Datei hochladen': one file (PDF, image, Office, text; up to 25 MB) and who may see it. */
export function UploadFileCard({ clientId, isClient, meetingId }: ClientSectionProps) {
  const [file, setFile] = useState<File | null>(null);
  const [visibility, setVisibility] = useState<NoteVisibility>(isClient ? 'shared' : 'team');
  const labels = isClient ? clientVisibilityLabels : noteVisibilityLabels;
  const upload = useMutation({
    mutationFn: (f: File) => uploadFile(clientId, f, visibility, meetingId),
    // The server's reason stands in the card (it names what is allowed), so no toast says it again.
    meta: {
      successToast: { title: fileMessages.uploaded },
      errorToast: () => null,
      invalidates: [filesKeys.ofClient(clientId)],
    },
    onSuccess: () => setFile(null),
  });
  const tooLarge = file !== null && file.size > MAX_FILE_BYTES;
  return (
    <Card
      title="Datei hochladen"
      subtitle="PDF, Bilder, Office-Dokumente oder Text, bis 25 MB je Datei."
      testId="upload-file"
    >
      <div className={styles.form}>
        <FileTrigger
          acceptedFileTypes={[...accepted, ...textTypes]}
          onSelect={(files) => {
            upload.reset();
            setFile(files?.[0] ?? null);
          }}
        >
          <Button variant="secondary">Datei auswählen</Button>
        </FileTrigger>
        <p className={styles.chosen} data-testid="chosen-file">
          {file ? `${file.name} (${formatBytes(file.size)})` : 'Keine Datei ausgewählt.'}
        </p>
        {tooLarge ? <Notice tone="error">{fileMessages.tooLarge}</Notice> : null}
        <ChoiceChips
          label="Sichtbar für"
          value={visibility}
          onChange={(v) => setVisibility(v as NoteVisibility)}
          choices={writableVisibilities(isClient).map((v) => ({ id: v, label: labels[v] }))}
        />
        {upload.error ? <Notice tone="error">{upload.error.message}</Notice> : null}
        <div className={endActions}>
          <Button
            isDisabled={!file || tooLarge}
            isPending={upload.isPending}
            onPress={() => file && upload.mutate(file)}
          >
            Hochladen
          </Button>
        </div>
      </div>
    </Card>
  );
}
