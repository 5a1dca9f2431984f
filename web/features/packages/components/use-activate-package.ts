import { useMutation } from '@tanstack/react-query';
import { packageKeys, packageMessages } from '../../../../modules/packages/contract';
import { activatePackage, packageWriteFailure } from '../api/packages';

/** The activation call with the toasts of spec 02 §8; the dialog only sends it when payment is confirmed. */
export function useActivatePackage(onActivated: () => void) {
  return useMutation({
    mutationFn: ({ id, notes }: { id: string; notes: string | null }) =>
      activatePackage(id, { notes, paymentConfirmed: true }),
    meta: {
      successToast: { title: 'Package Activated', description: packageMessages.activated },
      errorToast: packageWriteFailure('Activation Failed', packageMessages.activationFailed),
      invalidates: [packageKeys.all],
    },
    onSuccess: onActivated,
  });
}
