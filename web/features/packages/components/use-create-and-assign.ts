import { useMutation } from '@tanstack/react-query';
import { packageKeys, packageMessages } from '../../../../modules/packages/contract';
import { createAndAssignPackage, packageWriteFailure } from '../api/packages';
import { describeFailure } from '../rules/failure-text';

/** The create-and-assign call with the toasts of spec 02 §8. */
export function useCreateAndAssign({
  onCreated,
  onPendingConflict,
}: {
  onCreated: () => void;
  onPendingConflict: () => void;
}) {
  return useMutation({
    mutationFn: createAndAssignPackage,
    meta: {
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
