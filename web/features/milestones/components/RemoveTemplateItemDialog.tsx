import { useMutation, useQueryClient } from '@tanstack/react-query';
import { milestoneKeys, type MilestoneTemplateItem } from '../../../../modules/milestones/contract';
import { removeTemplateItem } from '../api/milestones';
import { Button } from '../../../components/ui/Button';
import { DialogActions, ModalDialog } from '../../../components/ui/ModalDialog';

/** Removes a step from the template after a confirmation; existing plans keep it. */
export function RemoveTemplateItemDialog({ item, onClose }: { item: MilestoneTemplateItem; onClose: () => void }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => removeTemplateItem(item.id),
    meta: {
      successToast: { title: 'Schritt entfernt', description: item.name },
      errorToast: 'Der Schritt konnte nicht entfernt werden.',
    },
    onSuccess: (template) => {
      queryClient.setQueryData(milestoneKeys.template, template);
      onClose();
    },
  });
  return (
    <ModalDialog
      title="Schritt entfernen"
      subtitle={item.name}
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      isBusy={remove.isPending}
      size="sm"
      role="alertdialog"
    >
      <p>Neue Pläne enthalten diesen Schritt dann nicht mehr. Bestehende Pläne bleiben unverändert.</p>
      <DialogActions>
        <Button variant="secondary" onPress={onClose} isDisabled={remove.isPending}>
          Abbrechen
        </Button>
        <Button variant="danger" onPress={() => remove.mutate()} isPending={remove.isPending}>
          Entfernen
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
