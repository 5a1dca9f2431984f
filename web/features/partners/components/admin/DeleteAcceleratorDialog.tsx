import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { acceleratorMessages, adminAccountKeys } from '../../../../../modules/identity/contract';
import { partnersKeys } from '../../../../../modules/partners/contract';
import { removePartnerUser } from '../../api/partners-accounts';
import { partnerHoldingsQuery } from '../../api/partners-leave';
import { deleteProfile } from '../../api/partners-write';
import { LoadError } from '../../../../components/errors/LoadError';
import { Button } from '../../../../components/ui/Button';
import { DialogActions, ModalDialog } from '../../../../components/ui/ModalDialog';
import { Spinner } from '../../../../components/ui/Spinner';
import { toast } from '../../../../components/ui/toast-queue';
import { HandoverForm } from './HandoverForm';
import * as styles from './AcceleratorDialogs.css';

/** Spec 02 §8: a failed profile deletion is ignored and the account is still removed. */
async function removeAccelerator(userId: string) {
  await deleteProfile(userId).catch(() => undefined);
  return removePartnerUser(userId);
}

interface Props {
  userId: string;
  name: string;
}

/**
 * 'Löschen' on a row. An Accelerator who still holds open hours or planned meetings is not simply
 * removed: the dialog shows what they hold and hands it over (issue 15 item 4); otherwise it asks,
 * saying when the history is kept.
 */
export function DeleteAcceleratorDialog({ userId, name }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" onPress={() => setOpen(true)} aria-label={`${name} löschen`}>
        Löschen
      </Button>
      <ModalDialog title="Accelerator löschen?" isOpen={open} onOpenChange={setOpen} size="md" role="alertdialog">
        <Holdings userId={userId} name={name} onClose={() => setOpen(false)} />
      </ModalDialog>
    </>
  );
}

function Holdings({ userId, name, onClose }: Props & { onClose: () => void }) {
  const holdings = useQuery(partnerHoldingsQuery(userId));
  if (holdings.isPending) return <Spinner />;
  if (holdings.isError)
    return (
      <LoadError
        message="Was der Accelerator noch hält, konnte nicht geladen werden."
        onRetry={() => void holdings.refetch()}
      />
    );
  if (holdings.data.packages.length > 0)
    return <HandoverForm userId={userId} name={name} holdings={holdings.data} onClose={onClose} />;
  return <ConfirmRemoval userId={userId} name={name} onClose={onClose} />;
}

function ConfirmRemoval({ userId, name, onClose }: Props & { onClose: () => void }) {
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
      onClose();
    },
  });
  return (
    <>
      <p className={styles.text}>
        Möchten Sie <strong>{name}</strong> wirklich löschen?
      </p>
      <p className={styles.muted}>{acceleratorMessages.deleteConfirmHistory}</p>
      <DialogActions>
        <Button variant="secondary" onPress={onClose} isDisabled={mutation.isPending}>
          Abbrechen
        </Button>
        <Button variant="danger" onPress={() => mutation.mutate()} isPending={mutation.isPending}>
          Endgültig löschen
        </Button>
      </DialogActions>
    </>
  );
}
