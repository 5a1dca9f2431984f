import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/Button';
import { DialogActions, ModalDialog } from '../../../components/ui/ModalDialog';

interface DeleteAccountDialogProps {
  /** Whose row: the button reads '{name} löschen' to screen readers. */
  name: string;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  isPending: boolean;
  /** The server has refused: the confirmation stays disabled. */
  isRefused?: boolean;
  onConfirm: () => void;
  /** The confirmation's text (and the refusal, if any). */
  children: ReactNode;
}

/** 'Löschen' on an account row (admins, Acceleratoren) with its confirmation dialog. */
export function DeleteAccountDialog({
  name,
  title,
  open,
  onOpenChange,
  isPending,
  isRefused = false,
  onConfirm,
  children,
}: DeleteAccountDialogProps) {
  return (
    <>
      <Button variant="ghost" onPress={() => onOpenChange(true)} aria-label={`${name} löschen`}>
        Löschen
      </Button>
      <ModalDialog
        title={title}
        isOpen={open}
        onOpenChange={onOpenChange}
        isBusy={isPending}
        size="sm"
        role="alertdialog"
      >
        {children}
        <DialogActions>
          <Button variant="secondary" onPress={() => onOpenChange(false)} isDisabled={isPending}>
            Abbrechen
          </Button>
          <Button variant="danger" onPress={onConfirm} isDisabled={isPending || isRefused}>
            {isPending ? 'Wird gelöscht …' : 'Endgültig löschen'}
          </Button>
        </DialogActions>
      </ModalDialog>
    </>
  );
}
