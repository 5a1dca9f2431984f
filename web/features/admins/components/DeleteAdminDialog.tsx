import { useMutation } from '@tanstack/react-query';
import { adminAccountKeys, adminAccountMessages } from '../../../../modules/identity/contract';
import { deleteAdmin } from '../api/admins';
import { Notice } from '../../../components/ui/Notice';
import { adminDeleteError } from '../rules/admin-form';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import * as styles from './AdminsTab.css';

/** 'Löschen' on an admin row with its confirmation; the server refuses self and the last admin. */
export function DeleteAdminDialog({ adminId, name }: { adminId: string; name: string }) {
  // Toasts and invalidation live in meta, not on mutate(): a realtime push may drop this row (and
  // unmount the dialog) before the response arrives, and mutate()'s callbacks never fire after an unmount.
  const mutation = useMutation({
    mutationFn: () => deleteAdmin(adminId),
    meta: {
      successToast: { title: 'Admin gelöscht', description: `${name} kann sich nicht mehr anmelden.` },
      errorToast: (error) => ({ title: adminAccountMessages.deleteFailed, description: adminDeleteError(error) }),
      invalidates: [adminAccountKeys.admins],
    },
  });
  // The refusal stands until the dialog is opened again (which resets the mutation).
  const refusal = mutation.isError ? adminDeleteError(mutation.error) : null;

  return (
    <DeleteAccountDialog name={name} title="Administrator löschen?" mutation={mutation} isRefused={refusal !== null}>
      <p className={styles.text}>
        Möchten Sie <strong>{name}</strong> wirklich löschen? Das Konto kann sich danach nicht mehr anmelden.
      </p>
      {refusal ? <Notice tone="error">{refusal}</Notice> : null}
    </DeleteAccountDialog>
  );
}
