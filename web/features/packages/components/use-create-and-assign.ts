import { useMutation, useQueryClient } from '@tanstack/react-query';
import { packageKeys, packageMessages } from '../../../../modules/packages/contract';
import { handleApiError } from '../../../api/handle-error';
import { createAndAssignPackage } from '../api/packages';
import { toast } from '../../../components/ui/toast-queue';
import { describeFailure } from '../rules/failure-text';

/** The create-and-assign call with the toasts of spec 02 §8. */
export function useCreateAndAssign({ onCreated, onPendingConflict }: { onCreated: () => void; onPendingConflict: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAndAssignPackage,
    onSuccess: async () => {
      toast.success(packageMessages.created);
      onCreated();
      // The push refreshes other screens; our own lists need not wait for it.
      await queryClient.invalidateQueries({ queryKey: packageKeys.all });
    },
    onError: (error) => {
      const failure = describeFailure(error, packageMessages.createFailed);
      if (failure.kind === 'session') {
        handleApiError(error, { redirect: true });
        return;
      }
      if (failure.kind === 'pendingPackage') {
        onPendingConflict();
        toast.error('Creation Failed', packageMessages.pendingPackage);
        return;
      }
      toast.error('Creation Failed', failure.description);
    },
  });
}
