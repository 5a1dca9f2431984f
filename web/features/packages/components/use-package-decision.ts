import { useMutation } from '@tanstack/react-query';
import { packageKeys } from '../../../../modules/packages/contract';
import { invoiceKeys } from '../../../../modules/invoicing/contract';
import { acceptPackage, declinePackage, packageWriteFailure } from '../api/packages';

// The client's answer to an offer. The spec leaves these toasts' wording open (spec 02 §8).

const decisionTexts = {
  accepted: { title: 'Paket angenommen', description: 'Vielen Dank! Die Rechnung erhalten Sie in Kürze per E-Mail.' },
  acceptFailed: 'Das Paket konnte nicht angenommen werden. Bitte versuchen Sie es erneut.',
  declined: { title: 'Paket abgelehnt', description: 'Wir haben Ihre Entscheidung erhalten.' },
  declineFailed: 'Das Paket konnte nicht abgelehnt werden. Bitte versuchen Sie es erneut.',
} as const;

export function useAcceptPackage(onDone: () => void) {
  return useMutation({
    mutationFn: acceptPackage,
    meta: {
      successToast: decisionTexts.accepted,
      errorToast: packageWriteFailure('Fehler', decisionTexts.acceptFailed),
      // The acceptance may save the billing address and issues the invoice.
      invalidates: [packageKeys.mine, invoiceKeys.all],
    },
    onSuccess: onDone,
  });
}

export function useDeclinePackage(onDone: () => void) {
  return useMutation({
    mutationFn: ({ packageId, reason }: { packageId: string; reason: string | null }) =>
      declinePackage(packageId, reason),
    meta: {
      successToast: decisionTexts.declined,
      errorToast: packageWriteFailure('Fehler', decisionTexts.declineFailed),
      invalidates: [packageKeys.mine],
    },
    onSuccess: onDone,
  });
}
