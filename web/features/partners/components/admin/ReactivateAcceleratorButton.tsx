import { useMutation } from '@tanstack/react-query';
import { acceleratorMessages, adminAccountKeys } from '../../../../../modules/identity/contract';
import { partnersKeys } from '../../../../../modules/partners/contract';
import { reactivatePartner } from '../../api/partners-leave';
import { Button } from '../../../../components/ui/Button';

/** 'Reaktivieren' on a deactivated Accelerator's row: they sign in with their old password again. */
export function ReactivateAcceleratorButton({ userId, name }: { userId: string; name: string }) {
  const mutation = useMutation({
    mutationFn: () => reactivatePartner(userId),
    meta: {
      successToast: {
        title: acceleratorMessages.reactivated,
        description: `${name} kann sich wieder anmelden. Ein Profil legen Sie unter „Profil bearbeiten“ an.`,
      },
      errorToast: { title: 'Reaktivieren fehlgeschlagen', fallback: 'Bitte versuchen Sie es erneut.' },
      invalidates: [adminAccountKeys.partnerUsers, partnersKeys.all],
    },
  });
  return (
    <Button
      variant="secondary"
      onPress={() => mutation.mutate()}
      isPending={mutation.isPending}
      aria-label={`${name} reaktivieren`}
    >
      Reaktivieren
    </Button>
  );
}
