import { useMutation, useQueryClient } from '@tanstack/react-query';
import { archiveKeys, archiveMessages, notesRequest, type ArchivedClient } from '../../../../modules/archive/contract';
import { archivePageQuery, saveArchiveNotes } from '../api/archive';
import { bodyMessage, isApiError } from '../../../api/errors';
import { sendForm, useAppForm } from '../../../components/form/use-app-form';
import { Button } from '../../../components/ui/Button';
import { DialogActions, ModalDialog } from '../../../components/ui/ModalDialog';
import { Notice } from '../../../components/ui/Notice';
import { toast } from '../../../components/ui/toast-queue';
import { formSchema } from '../../../lib/validation';

interface Draft {
  notes: string;
  /** The version the admin read; a colleague's later save makes this write answer 409. */
  version: number;
}

/**
 * Edits the KundenKartei notes of one client. The version is taken when the dialog opens, not
 * from the live list: a push after a colleague's save must not silently make this write "fresh".
 */
export function EditNotesDialog({ row, onClose }: { row: ArchivedClient; onClose: () => void }) {
  const queryClient = useQueryClient();

  const save = useMutation({
    mutationFn: (draft: Draft) => saveArchiveNotes(row.userId, draft.notes, draft.version),
    onSuccess: () => {
      toast.success(archiveMessages.notesSaved);
      void queryClient.invalidateQueries({ queryKey: archiveKeys.all });
      onClose();
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 409) toast.error(archiveMessages.notesFailed, archiveMessages.stale);
      else toast.error(archiveMessages.notesFailed, isApiError(error) ? bodyMessage(error.data) : undefined);
    },
  });
  // A colleague saved first: the server's message stands until the admin reloads.
  const stale =
    isApiError(save.error) && save.error.status === 409
      ? (bodyMessage(save.error.data) ?? archiveMessages.stale)
      : null;

  const defaultValues: Draft = { notes: row.notes ?? '', version: row.notesVersion };
  const form = useAppForm({
    defaultValues,
    validators: { onSubmit: formSchema(notesRequest, defaultValues) },
    onSubmit: ({ value }) => save.mutate(value),
  });

  /** Takes the colleague's notes and version (the entry found by the client's e-mail); the admin's own text is gone. */
  const reload = useMutation({
    mutationFn: () => queryClient.fetchQuery({ ...archivePageQuery({ q: row.email }), staleTime: 0 }),
    onSuccess: (page) => {
      const fresh = page.entries.find((r) => r.userId === row.userId);
      form.setFieldValue('notes', fresh?.notes ?? '');
      if (fresh) form.setFieldValue('version', fresh.notesVersion);
      save.reset();
    },
    onError: () => toast.error(archiveMessages.loadFailed),
  });

  return (
    <ModalDialog
      title="Notizen bearbeiten"
      subtitle={`${row.name} · ${row.packageName}`}
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      isBusy={save.isPending}
    >
      {stale ? (
        <>
          <Notice tone="error">{stale}</Notice>
          <div>
            <Button variant="secondary" onPress={() => reload.mutate()} isPending={reload.isPending}>
              Neu laden
            </Button>
          </div>
        </>
      ) : null}
      <form.AppField name="notes">
        {(field) => (
          <field.TextAreaField label="Notizen" rows={8} maxLength={10_000} description="Nur für das Team sichtbar." />
        )}
      </form.AppField>
      <DialogActions>
        <Button variant="secondary" onPress={onClose} isDisabled={save.isPending}>
          Abbrechen
        </Button>
        <Button onPress={() => sendForm(form)} isPending={save.isPending} isDisabled={stale !== null}>
          Speichern
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
