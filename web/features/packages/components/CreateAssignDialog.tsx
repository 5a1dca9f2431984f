import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { packageMessages } from '../../../../modules/packages/contract';
import { assignableClientsQuery, partnerChoicesQuery } from '../api/packages-form-data';
import { Button } from '../../../components/ui/Button';
import { DialogActions, ModalDialog } from '../../../components/ui/ModalDialog';
import { toast } from '../../../components/ui/toast-queue';
import { AssignClientSection } from './AssignClientSection';
import { AssignmentSummary } from './AssignmentSummary';
import { canSubmit, emptyDraft, showsSummary, submitLabel, toCreateAndAssignRequest, totalHours, type AssignmentDraft } from '../rules/assignment-draft';
import { splitMessage } from '../rules/failure-text';
import { PackageDetailsSection } from './PackageDetailsSection';
import { useCreateAndAssign } from './use-create-and-assign';

interface Props {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Create a one-off package and offer it to a client, or activate it at once (spec 02 §2, §5, §8). */
export function CreateAssignDialog({ isOpen, onOpenChange }: Props) {
  const [draft, setDraft] = useState<AssignmentDraft>(emptyDraft);
  const [pendingConflict, setPendingConflict] = useState(false);
  const [paymentError, setPaymentError] = useState<string>();
  const partners = useQuery({ ...partnerChoicesQuery, enabled: isOpen });
  const clients = useQuery({ ...assignableClientsQuery, enabled: isOpen });

  const close = () => {
    onOpenChange(false);
    setDraft(emptyDraft);
    setPendingConflict(false);
    setPaymentError(undefined);
  };
  const mutation = useCreateAndAssign({ onCreated: close, onPendingConflict: () => setPendingConflict(true) });

  const update = (change: Partial<AssignmentDraft>) => {
    setDraft((d) => ({ ...d, ...change }));
    if ('clientId' in change) setPendingConflict(false);
    if ('paymentConfirmed' in change || 'activateImmediately' in change) setPaymentError(undefined);
  };

  const submit = () => {
    if (!canSubmit(draft)) return;
    if (draft.activateImmediately && !draft.paymentConfirmed) {
      const [title, text] = splitMessage(packageMessages.paymentRequired);
      toast.error(title, text);
      setPaymentError(text);
      return;
    }
    mutation.mutate(toCreateAndAssignRequest(draft));
  };

  const client = clients.data?.find((c) => c.id === draft.clientId);
  return (
    <ModalDialog
      title="Create & Assign Package"
      subtitle="Create a package for one client and offer it, or activate it at once."
      size="lg"
      isOpen={isOpen}
      onOpenChange={(open) => (open ? onOpenChange(true) : close())}
      isBusy={mutation.isPending}
    >
      <PackageDetailsSection draft={draft} update={update} partners={partners.data ?? []} partnersFailed={partners.isError} />
      <AssignClientSection
        draft={draft}
        update={update}
        clients={clients.data ?? []}
        clientsFailed={clients.isError}
        clientError={pendingConflict ? packageMessages.pendingPackageGerman : undefined}
        paymentError={paymentError}
      />
      {showsSummary(draft) ? (
        <AssignmentSummary clientName={client ? client.name || client.email : '–'} totalHours={totalHours(draft.allocations)} partnerCount={draft.allocations.length} price={draft.price} />
      ) : null}
      <DialogActions>
        <Button variant="secondary" onPress={close} isDisabled={mutation.isPending}>Cancel</Button>
        <Button onPress={submit} isDisabled={!canSubmit(draft)} isPending={mutation.isPending}>{submitLabel(draft.activateImmediately)}</Button>
      </DialogActions>
    </ModalDialog>
  );
}
