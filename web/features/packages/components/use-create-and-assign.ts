import { useMutation } from '@tanstack/react-query';
import { packageKeys, packageMessages, type CreateAndAssignRequest } from '../../../../modules/packages/contract';
import { correctOffer, createAndAssignPackage, packageWriteFailure } from '../api/packages';
import { describeFailure } from '../rules/failure-text';

/**
 * The create-and-assign call with the toasts of spec 02 §8; with `correcting` (an open offer's id)
 * the correction that replaces that offer in one step instead (issue 32).
 */
export function useCreateAndAssign({
  correcting,
  onCreated,
  onPendingConflict,
}: {
  correcting?: string | null;
  onCreated: () => void;
  onPendingConflict: () => void;
}) {
  return useMutation({
    mutationFn: (payload: CreateAndAssignRequest) => {
      if (!correcting) return createAndAssignPackage(payload);
      const { activateImmediately: _now, paymentConfirmed: _paid, ...terms } = payload;
      return correctOffer(correcting, terms);
    },
    meta: correcting
      ? {
          successToast: { title: 'Angebot korrigiert', description: packageMessages.corrected },
          errorToast: packageWriteFailure('Korrektur fehlgeschlagen', packageMessages.correctFailed),
          invalidates: [packageKeys.all],
        }
      : {
          successToast: { title: packageMessages.created },
          errorToast: packageWriteFailure('Creation Failed', packageMessages.createFailed),
          // The push refreshes other screens; our own lists need not wait for it.
          invalidates: [packageKeys.all],
        },
    onSuccess: onCreated,
    onError: (error) => {
      if (describeFailure(error, packageMessages.createFailed).kind === 'pendingPackage') onPendingConflict();
    },
  });
}
