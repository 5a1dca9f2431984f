import { useMutation, useQueryClient } from '@tanstack/react-query';
import { milestoneKeys, type MilestoneTemplateItem } from '../../../../modules/milestones/contract';
import { removeTemplateItem } from '../api/milestones';
import { ConfirmDialog } from '../../../components/ui/ModalDialog';

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
    <ConfirmDialog
      title="Schritt entfernen"
      subtitle={item.name}
      isOpen
      onCancel={onClose}
      onConfirm={() => remove.mutate()}
      isPending={remove.isPending}
      confirmLabel="Entfernen"
      confirmVariant="danger"
    >
      <p>Neue Pläne enthalten diesen Schritt dann nicht mehr. Bestehende Pläne bleiben unverändert.</p>
    </ConfirmDialog>
  );
}
