import type { PendingAssignment } from '../../../../modules/packages/contract';
import { ConfirmDialog } from '../../../components/ui/ModalDialog';
import { useWithdrawOffer } from './use-withdraw-offer';

interface Props {
  offer: PendingAssignment | null;
  onClose: () => void;
}

/**
 * Asks before an open offer is withdrawn (the client is told by mail and it leaves their package
 * page). 'Korrigieren' does not come here: a correction replaces the offer in one step (issue 32).
 */
export function WithdrawOfferDialog({ offer, onClose }: Props) {
  const mutation = useWithdrawOffer(onClose);
  return (
    <ConfirmDialog
      title="Angebot zurückziehen"
      isOpen={offer !== null}
      onCancel={onClose}
      onConfirm={() => offer && mutation.mutate(offer)}
      isPending={mutation.isPending}
      confirmLabel="Zurückziehen"
      confirmVariant="danger"
    >
      <p>
        Das Angebot „{offer?.packageName}“ an {offer?.clientName} wird zurückgezogen; der Klient wird per E-Mail
        benachrichtigt.
      </p>
    </ConfirmDialog>
  );
}
