import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { adminAccountKeys, adminAccountMessages } from '../../../../modules/identity/contract';
import { deleteAdmin } from '../api/admins';
import { Button } from '../../../components/ui/Button';
import { DialogActions, ModalDialog } from '../../../components/ui/ModalDialog';
import { Notice } from '../../../components/ui/Notice';
import { adminDeleteError } from '../rules/admin-form';
import * as styles from './AdminsTab.css';

/** 'Löschen' on an admin row with its confirmation; the server refuses self and the last admin. */
export function DeleteAdminDialog({ adminId, name }: { adminId: string; name: string }) {
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // Toasts and invalidation live in meta, not on mutate(): a realtime push may drop this row (and
  // unmount the dialog) before the response arrives, and mutate()'s callbacks never fire after an unmount.
  const mutation = useMutation({
    mutationFn: () => deleteAdmin(adminId),
    meta: {
      successToast: { title: 'Admin gelöscht', description: `${name} kann sich nicht mehr anmelden.` },
      errorToast: (error) => ({ title: adminAccountMessages.deleteFailed, description: adminDeleteError(error) }),
      invalidates: [adminAccountKeys.admins],
    },
    onSuccess: () => setOpen(false),
    onError: (error) => setRefusal(adminDeleteError(error)),
  });
  const confirm = () => mutation.mutate();

  return (
    <>
      <Button
        variant="ghost"
        onPress={() => {
          setRefusal(null);
          setOpen(true);
        }}
        aria-label={`${name} löschen`}
      >
        Löschen
      </Button>
      <ModalDialog
        title="Administrator löschen?"
        isOpen={open}
        onOpenChange={setOpen}
        isBusy={mutation.isPending}
        size="sm"
        role="alertdialog"
      >
        <p className={styles.text}>
          Möchten Sie <strong>{name}</strong> wirklich löschen? Das Konto kann sich danach nicht mehr anmelden.
        </p>
        {refusal ? <Notice tone="error">{refusal}</Notice> : null}
        <DialogActions>
          <Button variant="secondary" onPress={() => setOpen(false)} isDisabled={mutation.isPending}>
            Abbrechen
          </Button>
          <Button variant="danger" onPress={confirm} isDisabled={mutation.isPending || refusal !== null}>
            {mutation.isPending ? 'Wird gelöscht …' : 'Endgültig löschen'}
          </Button>
        </DialogActions>
      </ModalDialog>
    </>
  );
}
