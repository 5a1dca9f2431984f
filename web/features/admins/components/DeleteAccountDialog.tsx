import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/Button';
import { DialogActions, ModalDialog } from '../../../components/ui/ModalDialog';

/** The delete call as the dialog needs it (a TanStack mutation without variables). */
interface DeleteMutation {
  isPending: boolean;
  mutate: (variables: void, options: { onSuccess: () => void }) => void;
  reset: () => void;
}

interface DeleteAccountDialogProps {
  /** Whose row: the button reads '{name} löschen' to screen readers. */
  name: string;
  title: string;
  mutation: DeleteMutation;
  /** The server has refused: the confirmation stays disabled until the dialog is opened again. */
  isRefused?: boolean;
  /** The confirmation's text (and the refusal, if any). */
  children: ReactNode;
}

/**
 * 'Löschen' on an account row (admins, Acceleratoren) with its confirmation dialog. Opening it
 * again forgets the last refusal; a successful delete closes it.
 */
export function DeleteAccountDialog({ name, title, mutation, isRefused = false, children }: DeleteAccountDialogProps) {
  const [open, setOpen] = useState(false);
  const isPending = mutation.isPending;
  const openDialog = () => {
    mutation.reset();
    setOpen(true);
  };
  return (
    <>
      <Button variant="ghost" onPress={openDialog} aria-label={`${name} löschen`}>
        Löschen
      </Button>
      <ModalDialog title={title} isOpen={open} onOpenChange={setOpen} isBusy={isPending} size="sm" role="alertdialog">
        {children}
        <DialogActions>
          <Button variant="secondary" onPress={() => setOpen(false)} isDisabled={isPending}>
            Abbrechen
          </Button>
          <Button
            variant="danger"
            onPress={() => mutation.mutate(undefined, { onSuccess: () => setOpen(false) })}
            isDisabled={isPending || isRefused}
          >
            {isPending ? 'Wird gelöscht …' : 'Endgültig löschen'}
          </Button>
        </DialogActions>
      </ModalDialog>
    </>
  );
}
