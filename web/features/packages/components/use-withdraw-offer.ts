import { useMutation } from '@tanstack/react-query';
import { packageKeys, packageMessages, type PendingAssignment } from '../../../../modules/packages/contract';
import { packageWriteFailure, withdrawOffer } from '../api/packages';

/** Withdraws an open offer with its toasts; `onWithdrawn` closes the dialog. */
export function useWithdrawOffer(onWithdrawn: () => void) {
  return useMutation({
    mutationFn: async (offer: PendingAssignment) => {
      await withdrawOffer(offer.id);
      return offer;
    },
    meta: {
      successToast: { title: 'Angebot zurückgezogen', description: packageMessages.withdrawn },
      errorToast: packageWriteFailure('Zurückziehen fehlgeschlagen', packageMessages.withdrawFailed),
      invalidates: [packageKeys.all],
    },
    onSuccess: () => onWithdrawn(),
  });
}
