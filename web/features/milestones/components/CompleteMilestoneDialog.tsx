import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  completeMilestoneRequest,
  milestoneKeys,
  milestoneMessages,
  type Milestone,
} from '../../../../modules/milestones/contract';
import { bodyMessage, isApiError } from '../../../api/errors';
import { completeMilestone } from '../api/milestones';
import { Button } from '../../../components/ui/Button';
import { DialogActions, ModalDialog } from '../../../components/ui/ModalDialog';
import { sendForm, useAppForm } from '../../../components/form/use-app-form';
import { formSchema } from '../../../lib/validation';
import { toast } from '../../../components/ui/toast-queue';

interface CompleteMilestoneDialogProps {
  milestone: Milestone;
  /** The client whose plan it is; absent for the signed-in client's own plan. */
  clientId?: string;
  /** Only the current step's button is the strong one, so the page stays calm. */
  isCurrent?: boolean;
}

const empty = { notes: '' };

/** 'Abschließen' with a confirmation and optional notes (spec 02 §2). */
export function CompleteMilestoneDialog({ milestone, clientId, isCurrent = false }: CompleteMilestoneDialogProps) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const complete = useMutation({
    mutationFn: (notes: string) =>
      completeMilestone(milestone.id, { ...(clientId ? { userId: clientId } : {}), notes: notes.trim() || null }),
    onSuccess: (plan) => {
      queryClient.setQueryData(clientId ? milestoneKeys.ofUser(clientId) : milestoneKeys.mine, plan);
      void queryClient.invalidateQueries({ queryKey: ['milestones'] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      toast.success(milestoneMessages.completed, milestone.name);
      setOpen(false);
      form.reset();
    },
    onError: (error) =>
      toast.error(milestoneMessages.completeFailed, isApiError(error) ? bodyMessage(error.data) : undefined),
  });

  const form = useAppForm({
    defaultValues: empty,
    validators: { onSubmit: formSchema(completeMilestoneRequest, empty) },
    onSubmit: ({ value }) => complete.mutate(value.notes),
  });

  return (
    <>
      <Button
        variant={isCurrent ? 'primary' : 'secondary'}
        onPress={() => setOpen(true)}
        aria-label={`Abschließen: ${milestone.name}`}
      >
        Abschließen
      </Button>
      <ModalDialog
        title="Meilenstein abschließen"
        subtitle={milestone.name}
        isOpen={open}
        onOpenChange={setOpen}
        isBusy={complete.isPending}
        size="sm"
      >
        <p>Möchten Sie diesen Meilenstein als abgeschlossen markieren? Das lässt sich nicht rückgängig machen.</p>
        <form.AppField name="notes">
          {(field) => <field.TextAreaField label="Notizen (optional)" maxLength={2000} rows={3} />}
        </form.AppField>
        <DialogActions>
          <Button variant="secondary" onPress={() => setOpen(false)} isDisabled={complete.isPending}>
            Abbrechen
          </Button>
          <Button onPress={() => sendForm(form)} isPending={complete.isPending}>
            Abschließen
          </Button>
        </DialogActions>
      </ModalDialog>
    </>
  );
}
