import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { sepaKeys, sepaMessages, type Collection } from '../../../../modules/sepa/contract';
import { writeMeta } from '../../../api/query-meta';
import { Button } from '../../../components/ui/Button';
import { ConfirmButton } from '../../../components/ui/ConfirmButton';
import { TextField } from '../../../components/ui/TextField';
import { markHandedOver, withdrawDebit } from '../api/sepa';
import * as styles from './Sepa.css';

// What the office does with a collection before and after its file goes to the bank
// (modules/sepa/README.md, 'A debit withdrawn').

/** 'An die Bank übergeben': asked once; afterwards no debit is withdrawn in the portal. */
export function HandOverButton({ collection }: { collection: Collection }) {
  const handOver = useMutation({
    mutationFn: () => markHandedOver(collection.id),
    meta: writeMeta(sepaMessages.handedOver, sepaMessages.handOverFailed, [sepaKeys.all]),
  });
  return (
    <ConfirmButton
      label="An die Bank übergeben"
      title="Datei an die Bank übergeben?"
      confirmLabel="Als übergeben vermerken"
      runs={handOver}
    >
      Vermerken Sie das, sobald Sie die Datei bei Ihrer Bank eingereicht haben. Danach lässt sich keine Lastschrift mehr
      aus diesem Einzug nehmen; die Bank kann sie nur noch zurückrufen.
    </ConfirmButton>
  );
}

/** 'Herausnehmen …': one debit out of a file still in the office, with the reason asked inline. */
export function WithdrawAction({ collectionId, invoiceId }: { collectionId: string; invoiceId: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const withdraw = useMutation({
    mutationFn: () => withdrawDebit(collectionId, { invoiceId, reason }),
    meta: { ...writeMeta(sepaMessages.withdrawn, sepaMessages.withdrawFailed, [sepaKeys.all]), errorToast: () => null },
  });
  if (!open)
    return (
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Herausnehmen …
      </Button>
    );
  return (
    <div className={styles.row}>
      <TextField
        label="Grund"
        placeholder="z. B. Per Überweisung bezahlt"
        value={reason}
        onChange={setReason}
        error={withdraw.error?.message}
      />
      <Button isDisabled={reason.trim().length === 0} isPending={withdraw.isPending} onPress={() => withdraw.mutate()}>
        Herausnehmen
      </Button>
    </div>
  );
}
