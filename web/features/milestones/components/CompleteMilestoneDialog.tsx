import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { milestoneKeys, milestoneMessages, type Milestone } from '../../../../modules/milestones/contract';
import { completeMilestone } from '../api/milestones';
import { Button } from '../../../components/ui/Button';
import { DialogActions, ModalDialog } from '../../../components/ui/ModalDialog';
import { TextAreaField } from '../../../components/ui/TextAreaField';

export interface CompleteMilestoneDialogProps {
  milestone: Milestone;
  /** The client whose plan it is; absent for the signed-in client's own plan. */
  clientId?: string;
  /** Only the current step's button is the strong one, so the page stays calm. */
  isCurrent?: boolean;
}

/** 'Abschließen' with a confirmation and optional notes (spec 02 §2). */
export function CompleteMilestoneDialog({ milestone, clientId, isCurrent = false }: CompleteMilestoneDialogProps) {
  const [open, setOpen] = useState(false);
  const [notes, setNotes] = useState('');
  const queryClient = useQueryClient();
  const complete = useMutation({
    mutationFn: () => completeMilestone(milestone.id, { ...(clientId ? { userId: clientId } : {}), notes: notes.trim() || null }),
    meta: {
      successToast: { title: milestoneMessages.completed, description: milestone.name },
      errorToast: milestoneMessages.completeFailed,
      invalidates: [['milestones'], ['dashboard']],
    },
    onSuccess: (plan) => {
      queryClient.setQueryData(clientId ? milestoneKeys.ofUser(clientId) : milestoneKeys.mine, plan);
      setOpen(false);
      setNotes('');
    },
  });

  return (
    <>
      <Button variant={isCurrent ? 'primary' : 'secondary'} onPress={() => setOpen(true)} aria-label={`Abschließen: ${milestone.name}`}>Abschließen</Button>
      <ModalDialog title="Meilenstein abschließen" subtitle={milestone.name} isOpen={open} onOpenChange={setOpen} isBusy={complete.isPending} size="sm">
        <p>Möchten Sie diesen Meilenstein als abgeschlossen markieren? Das lässt sich nicht rückgängig machen.</p>
        <TextAreaField label="Notizen (optional)" value={notes} onChange={setNotes} maxLength={2000} rows={3} />
        <DialogActions>
          <Button variant="secondary" onPress={() => setOpen(false)} isDisabled={complete.isPending}>Abbrechen</Button>
          <Button onPress={() => complete.mutate()} isPending={complete.isPending}>Abschließen</Button>
        </DialogActions>
      </ModalDialog>
    </>
  );
}
