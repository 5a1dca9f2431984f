import type { PendingAssignment } from '../../../../modules/packages/contract';
import { ConfirmDialog } from '../../../components/ui/ModalDialog';
import { useWithdrawOffer } from './use-withdraw-offer';

/** What the admin asked for on an open offer: take it back, or take it back and offer it anew. */
export interface OfferWithdrawal {
  offer: PendingAssignment;
  /** 'Korrigieren': Create & Assign opens afterwards, prefilled from the offer. */
  correcting: boolean;
}

interface Props {
  withdrawal: OfferWithdrawal | null;
  onClose: () => void;
  onWithdrawn: (withdrawal: OfferWithdrawal) => void;
}

/** Asks before an open offer is withdrawn (the client is told by mail and it leaves their package page). */
export function WithdrawOfferDialog({ withdrawal, onClose, onWithdrawn }: Props) {
  const mutation = useWithdrawOffer((offer) => onWithdrawn({ offer, correcting: withdrawal?.correcting ?? false }));
  const offer = withdrawal?.offer;
  return (
    <ConfirmDialog
      title={withdrawal?.correcting ? 'Angebot korrigieren' : 'Angebot zurückziehen'}
      isOpen={withdrawal !== null}
      onCancel={onClose}
      onConfirm={() => offer && mutation.mutate(offer)}
      isPending={mutation.isPending}
      confirmLabel={withdrawal?.correcting ? 'Zurückziehen und neu anbieten' : 'Zurückziehen'}
      confirmVariant="danger"
    >
      <p>
        Das Angebot „{offer?.packageName}“ an {offer?.clientName} wird zurückgezogen; der Klient wird per E-Mail
        benachrichtigt.
        {withdrawal?.correcting
          ? ' Danach öffnet sich „Create & Assign“ mit den Angaben des Angebots, damit Sie es geändert neu anbieten.'
          : ''}
      </p>
    </ConfirmDialog>
  );
}
