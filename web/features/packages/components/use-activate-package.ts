import { useMutation, useQueryClient } from '@tanstack/react-query';
import { packageKeys, packageMessages } from '../../../../modules/packages/contract';
import { handleApiError } from '../../../api/handle-error';
import { activatePackage } from '../api/packages';
import { toast } from '../../../components/ui/toast-queue';
import { describeFailure } from '../rules/failure-text';

/** The activation call with the toasts of spec 02 §8; the dialog only sends it when payment is confirmed. */
export function useActivatePackage(onActivated: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, notes }: { id: string; notes: string | null }) => activatePackage(id, { notes, paymentConfirmed: true }),
    onSuccess: async () => {
      toast.success('Package Activated', packageMessages.activated);
      onActivated();
      await queryClient.invalidateQueries({ queryKey: packageKeys.all });
    },
    onError: (error) => {
      const failure = describeFailure(error, packageMessages.activationFailed);
      if (failure.kind === 'session') handleApiError(error, { redirect: true });
      else toast.error('Activation Failed', failure.description);
    },
  });
}
