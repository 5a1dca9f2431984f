import { useEffect } from 'react';
import { useStore } from '@tanstack/react-form';
import { useQuery } from '@tanstack/react-query';
import { packageMessages } from '../../../../modules/packages/contract';
import { assignableClientsQuery, partnerChoicesQuery } from '../api/packages-form-data';
import { sendForm, setFieldError, useAppForm } from '../../../components/form/use-app-form';
import { Button } from '../../../components/ui/Button';
import { DialogActions, ModalDialog } from '../../../components/ui/ModalDialog';
import { toast } from '../../../components/ui/toast-queue';
import { formErrors } from '../../../lib/validation';
import { AssignClientSection } from './AssignClientSection';
import { AssignmentSummary } from './AssignmentSummary';
import * as assignment from '../rules/assignment-draft';
import { paymentRefusal } from '../rules/failure-text';
import { PackageDetailsSection } from './PackageDetailsSection';
import { useCreateAndAssign } from './use-create-and-assign';

interface Props {
  isOpen: boolean;
  /** The client to offer the package to, chosen already (from the client's details). */
  clientId?: string;
  /** What the form starts from (a corrected offer), else empty. */
  initial?: assignment.AssignmentDraft | null;
  /** 'Korrigieren' (issue 32): the open offer this form corrects, to its client; it replaces it in one step. */
  correcting?: Correcting | null;
  onOpenChange: (open: boolean) => void;
}

interface Correcting {
  offerId: string;
  clientName: string;
  clientEmail: string;
}

/** Create a one-off package and offer it to a client, or activate it at once (spec 02 §2, §5, §8). */
export function CreateAssignDialog({ isOpen, clientId, initial, correcting, onOpenChange }: Props) {
  const partners = useQuery({ ...partnerChoicesQuery, enabled: isOpen });
  const clients = useQuery({ ...assignableClientsQuery, enabled: isOpen });

  const close = () => {
    onOpenChange(false);
    form.reset();
  };
  // A client with a pending package: the catalogue's German text at the client field.
  const mutation = useCreateAndAssign({
    correcting: correcting?.offerId,
    onCreated: close,
    onPendingConflict: () => setFieldError(form, 'clientId', packageMessages.pendingPackageGerman),
  });

  // Checked on submit with the contract (assignment-draft.ts); the price also when it is left.
  // Activating at once without the payment confirmed is refused with a toast and at the box.
  const form = useAppForm({
    defaultValues: assignment.emptyDraft,
    validators: { onSubmit: ({ value }) => formErrors(assignment.draftErrors(value)) },
    onSubmitInvalid: ({ value }) => {
      const refusal = value.activateImmediately ? paymentRefusal(value.paymentConfirmed) : null;
      if (refusal) toast.error(...refusal);
    },
    onSubmit: ({ value }) => mutation.mutate(assignment.toCreateAndAssignRequest(value)),
  });
  const draft = useStore(form.store, (state) => state.values);
  useEffect(() => {
    if (isOpen && initial) form.reset(initial, { keepDefaultValues: true });
  }, [isOpen, initial, form]);
  useEffect(() => {
    if (isOpen && clientId) form.setFieldValue('clientId', clientId);
  }, [isOpen, clientId, form]);

  const client = correcting
    ? { name: correcting.clientName, email: correcting.clientEmail }
    : clients.data?.find((c) => c.id === draft.clientId);
  return (
    <ModalDialog
      title={correcting ? 'Angebot korrigieren' : 'Create & Assign Package'}
      subtitle={
        correcting
          ? 'Das korrigierte Angebot ersetzt das bisherige in einem Schritt; der Klient erhält eine E-Mail.'
          : 'Create a package for one client and offer it, or activate it at once.'
      }
      size="lg"
      isOpen={isOpen}
      onOpenChange={(open) => (open ? onOpenChange(true) : close())}
      isBusy={mutation.isPending}
    >
      <PackageDetailsSection form={form} partners={partners.data ?? []} partnersFailed={partners.isError} />
      <AssignClientSection
        form={form}
        clients={clients.data ?? []}
        clientsFailed={clients.isError}
        fixedClient={correcting ? client : null}
      />
      {assignment.showsSummary(draft) ? (
        <AssignmentSummary
          clientName={client ? client.name || client.email : '–'}
          totalHours={assignment.totalHours(draft.allocations)}
          partnerCount={draft.allocations.length}
          price={assignment.priceOf(draft.price)}
        />
      ) : null}
      <DialogActions>
        <Button variant="secondary" onPress={close} isDisabled={mutation.isPending}>
          Cancel
        </Button>
        <Button onPress={() => sendForm(form)} isDisabled={!assignment.canSubmit(draft)} isPending={mutation.isPending}>
          {correcting ? 'Korrektur senden' : assignment.submitLabel(draft.activateImmediately)}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
