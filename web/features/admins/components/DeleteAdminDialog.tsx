import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { adminAccountKeys, adminAccountMessages } from '../../../../modules/identity/contract';
import { deleteAdmin } from '../api/admins';
import { Notice } from '../../../components/ui/Notice';
import { adminDeleteError } from '../rules/admin-form';
import { DeleteAccountDialog } from './DeleteAccountDialog';
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
  // A new attempt starts without the last refusal.
  const openChange = (next: boolean) => {
    if (next) setRefusal(null);
    setOpen(next);
  };

  return (
    <DeleteAccountDialog
      name={name}
      title="Administrator löschen?"
      open={open}
      onOpenChange={openChange}
      isPending={mutation.isPending}
      isRefused={refusal !== null}
      onConfirm={() => mutation.mutate()}
    >
      <p className={styles.text}>
        Möchten Sie <strong>{name}</strong> wirklich löschen? Das Konto kann sich danach nicht mehr anmelden.
      </p>
      {refusal ? <Notice tone="error">{refusal}</Notice> : null}
    </DeleteAccountDialog>
  );
}
