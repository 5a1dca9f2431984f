import { useMutation } from '@tanstack/react-query';
import { FileTrigger } from 'react-aria-components';
import { fileMessages, filesKeys, MAX_FILE_BYTES } from '../../../../modules/files/contract';
import { Button } from '../../../components/ui/Button';
import { Notice } from '../../../components/ui/Notice';
import { uploadFile } from '../../files';
import * as styles from './Messages.css';

export interface Attachment {
  id: string;
  name: string;
}

interface AttachFilesProps {
  clientId: string;
  attached: Attachment[];
  onChange: (attached: Attachment[]) => void;
}

/**
 * 'Datei anhängen': the file is uploaded at once as one of the client's shared files (the only ones a
 * message may carry), then named by the message. Taking it off the message leaves it in 'Dateien'.
 */
export function AttachFiles({ clientId, attached, onChange }: AttachFilesProps) {
  const upload = useMutation({
    mutationFn: async (file: File) => {
      if (file.size > MAX_FILE_BYTES) throw new Error(fileMessages.tooLarge);
      const { id } = await uploadFile(clientId, file, 'shared');
      return { id, name: file.name };
    },
    // The reason stands under the button (it names what is allowed); no toast says it again.
    meta: { errorToast: () => null, invalidates: [filesKeys.ofClient(clientId)] },
    onSuccess: (file) => onChange([...attached, file]),
  });
  return (
    <div className={styles.attachments}>
      {attached.length > 0 ? (
        <ul className={styles.attachedList} aria-label="Angehängte Dateien">
          {attached.map((f) => (
            <li key={f.id} className={styles.attached}>
              <span className={styles.attachedName}>{f.name}</span>
              <Button
                variant="ghost"
                aria-label={`${f.name} nicht anhängen`}
                onPress={() => onChange(attached.filter((a) => a.id !== f.id))}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {upload.error ? <Notice tone="error">{upload.error.message}</Notice> : null}
      <FileTrigger
        onSelect={(files) => {
          const file = files?.[0];
          upload.reset();
          if (file) upload.mutate(file);
        }}
      >
        <Button variant="secondary" isPending={upload.isPending} isDisabled={attached.length >= 10}>
          Datei anhängen
        </Button>
      </FileTrigger>
    </div>
  );
}
