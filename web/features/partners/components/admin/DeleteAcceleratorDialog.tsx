import { useMutation } from '@tanstack/react-query';
import { acceleratorMessages, adminAccountKeys } from '../../../../../modules/identity/contract';
import { partnersKeys } from '../../../../../modules/partners/contract';
import { removePartnerUser } from '../../api/partners-accounts';
import { deleteProfile } from '../../api/partners-write';
import { toast } from '../../../../components/ui/toast-queue';
import { DeleteAccountDialog } from '../../../admins/components/DeleteAccountDialog';
import * as styles from './AcceleratorDialogs.css';

/** Spec 02 §8: a failed profile deletion is ignored and the account is still removed. */
async function removeAccelerator(userId: string) {
  await deleteProfile(userId).catch(() => undefined);
  return removePartnerUser(userId);
}

/** 'Löschen' on a row, with a confirmation that says when the history is kept. */
export function DeleteAcceleratorDialog({ userId, name }: { userId: string; name: string }) {
  // Callbacks on the mutation itself: a realtime push may remove this row before the answer arrives.
  const mutation = useMutation({
    mutationFn: () => removeAccelerator(userId),
    meta: {
      errorToast: acceleratorMessages.deleteFailed,
      invalidates: [adminAccountKeys.partnerUsers, partnersKeys.all],
    },
    onSuccess: ({ outcome }) => {
      toast.success(
        acceleratorMessages.deleted,
        outcome === 'deactivated'
          ? `${name} hatte bereits Meetings oder Stundenkontingente: das Konto wurde deaktiviert, die Historie bleibt erhalten.`
          : undefined,
      );
    },
  });
  return (
    <DeleteAccountDialog name={name} title="Accelerator löschen?" mutation={mutation}>
      <p className={styles.text}>
        Möchten Sie <strong>{name}</strong> wirklich löschen?
      </p>
      <p className={styles.muted}>{acceleratorMessages.deleteConfirmHistory}</p>
    </DeleteAccountDialog>
  );
}
