import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { archiveKeys, archiveMessages, type ArchivedClient } from '../../../../modules/archive/contract';
import { archiveQuery, saveArchiveNotes } from '../api/archive';
import { bodyMessage, isApiError, type ApiError } from '../../../api/errors';
import { refusalReason } from '../../../api/query-meta';
import { Button } from '../../../components/ui/Button';
import { DialogActions, ModalDialog } from '../../../components/ui/ModalDialog';
import { Notice } from '../../../components/ui/Notice';
import { TextAreaField } from '../../../components/ui/TextAreaField';

/** A colleague saved in between: the version this dialog started from is gone (409). */
const isStale = (error: unknown): error is ApiError => isApiError(error) && error.status === 409;

interface Draft {
  text: string;
  /** The version the admin read; a colleague's later save makes this write answer 409. */
  version: number;
}

/**
 * Edits the KundenKartei notes of one client. The version is taken when the dialog opens, not
 * from the live list: a push after a colleague's save must not silently make this write "fresh".
 */
export function EditNotesDialog({ row, onClose }: { row: ArchivedClient; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>({ text: row.notes ?? '', version: row.notesVersion });
  const [stale, setStale] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: () => saveArchiveNotes(row.userId, draft.text, draft.version),
    meta: {
      successToast: { title: archiveMessages.notesSaved },
      errorToast: (error) => ({ title: archiveMessages.notesFailed, description: isStale(error) ? archiveMessages.stale : refusalReason(error) }),
      invalidates: [archiveKeys.all],
    },
    onSuccess: onClose,
    onError: (error) => {
      if (isStale(error)) setStale(bodyMessage(error.data) ?? archiveMessages.stale);
    },
  });

  /**
   * Takes the colleague's notes and version; the admin's own text is gone, so they see what is
   * stored now. A failed load toasts through the archive query's meta.
   */
  const reload = useMutation({
    mutationFn: () => queryClient.fetchQuery({ ...archiveQuery, staleTime: 0 }),
    onSuccess: (rows) => {
      const fresh = rows.find((r) => r.userId === row.userId);
      setDraft({ text: fresh?.notes ?? '', version: fresh?.notesVersion ?? draft.version });
      setStale(null);
    },
  });

  return (
    <ModalDialog title="Notizen bearbeiten" subtitle={`${row.name} · ${row.packageName}`} isOpen onOpenChange={(open) => (open ? undefined : onClose())} isBusy={save.isPending}>
      {stale ? (
        <>
          <Notice tone="error">{stale}</Notice>
          <div><Button variant="secondary" onPress={() => reload.mutate()} isPending={reload.isPending}>Neu laden</Button></div>
        </>
      ) : null}
      <TextAreaField label="Notizen" value={draft.text} onChange={(text) => setDraft((d) => ({ ...d, text }))} rows={8} maxLength={10_000} description="Nur für das Team sichtbar." />
      <DialogActions>
        <Button variant="secondary" onPress={onClose} isDisabled={save.isPending}>Abbrechen</Button>
        <Button onPress={() => save.mutate()} isPending={save.isPending} isDisabled={stale !== null}>Speichern</Button>
      </DialogActions>
    </ModalDialog>
  );
}
