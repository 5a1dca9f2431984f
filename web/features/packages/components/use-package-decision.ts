import { useMutation, useQueryClient } from '@tanstack/react-query';
import { packageKeys } from '../../../../modules/packages/contract';
import { handleApiError } from '../../../api/handle-error';
import { acceptPackage, declinePackage } from '../api/packages';
import { toast } from '../../../components/ui/toast-queue';
import { describeFailure } from '../rules/failure-text';

// The client's answer to an offer. The spec leaves these toasts' wording open (spec 02 §8).

export const decisionTexts = {
  accepted: ['Paket angenommen', 'Vielen Dank! Die Rechnung erhalten Sie in Kürze per E-Mail.'],
  acceptFailed: 'Das Paket konnte nicht angenommen werden. Bitte versuchen Sie es erneut.',
  declined: ['Paket abgelehnt', 'Wir haben Ihre Entscheidung erhalten.'],
  declineFailed: 'Das Paket konnte nicht abgelehnt werden. Bitte versuchen Sie es erneut.',
} as const;

function onFailure(error: unknown, generic: string) {
  const failure = describeFailure(error, generic);
  if (failure.kind === 'session') handleApiError(error, { redirect: true });
  else toast.error('Fehler', failure.description);
}

export function useAcceptPackage(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptPackage,
    onSuccess: async () => {
      toast.success(...decisionTexts.accepted);
      onDone();
      await queryClient.invalidateQueries({ queryKey: packageKeys.mine });
    },
    onError: (error) => onFailure(error, decisionTexts.acceptFailed),
  });
}

export function useDeclinePackage(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ packageId, reason }: { packageId: string; reason: string | null }) => declinePackage(packageId, reason),
    onSuccess: async () => {
      toast.success(...decisionTexts.declined);
      onDone();
      await queryClient.invalidateQueries({ queryKey: packageKeys.mine });
    },
    onError: (error) => onFailure(error, decisionTexts.declineFailed),
  });
}
