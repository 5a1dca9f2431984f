import { useMutation, useQueryClient } from '@tanstack/react-query';
import { milestoneKeys, type MilestoneTemplateItem } from '../../../../modules/milestones/contract';
import { bodyMessage, isApiError } from '../../../api/errors';
import { addTemplateItem, updateTemplateItem } from '../api/milestones';
import { sendForm, useAppForm } from '../../../components/form/use-app-form';
import { Button } from '../../../components/ui/Button';
import { DialogActions, ModalDialog } from '../../../components/ui/ModalDialog';
import { toast } from '../../../components/ui/toast-queue';
import { germanNumber } from '../../../lib/german-number';
import { formErrors } from '../../../lib/validation';
import { positionRules, validateTemplateDraft, type TemplateDraft } from '../rules/template-form';

interface TemplateItemDialogProps {
  /** The step to edit; null adds a new one at `nextOrder`. */
  item: MilestoneTemplateItem | null;
  nextOrder: number;
  onClose: () => void;
}

/** Adds or edits one step of the template. */
export function TemplateItemDialog({ item, nextOrder, onClose }: TemplateItemDialogProps) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (value: Parameters<typeof addTemplateItem>[0]) =>
      item ? updateTemplateItem(item.id, value) : addTemplateItem(value),
    onSuccess: (template, value) => {
      queryClient.setQueryData(milestoneKeys.template, template);
      toast.success(item ? 'Schritt gespeichert' : 'Schritt hinzugefügt', value.name);
      onClose();
    },
    onError: (error) =>
      toast.error(
        'Der Schritt konnte nicht gespeichert werden.',
        isApiError(error) ? bodyMessage(error.data) : undefined,
      ),
  });

  // Checked on submit with the contract (template-form.ts); the position also when it is left.
  const defaultValues: TemplateDraft = {
    name: item?.name ?? '',
    description: item?.description ?? '',
    order: String(item?.order ?? nextOrder),
    requiresPartner: item?.requiresPartner ?? false,
  };
  const form = useAppForm({
    defaultValues,
    validators: {
      onSubmit: ({ value }) => {
        const result = validateTemplateDraft(value);
        return result.ok ? undefined : formErrors(result.errors);
      },
    },
    onSubmit: ({ value }) => {
      const result = validateTemplateDraft(value);
      if (result.ok) save.mutate(result.value);
    },
  });

  return (
    <ModalDialog
      title={item ? 'Schritt bearbeiten' : 'Schritt hinzufügen'}
      subtitle="Gilt für Pläne, die ab jetzt entstehen."
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      isBusy={save.isPending}
    >
      <form.AppField name="name">
        {(field) => <field.TextField label="Name" maxLength={120} isRequired />}
      </form.AppField>
      <form.AppField name="description">
        {(field) => <field.TextAreaField label="Beschreibung (optional)" rows={3} maxLength={1000} />}
      </form.AppField>
      <form.AppField name="order" validators={{ onBlur: germanNumber(positionRules) }}>
        {(field) => <field.NumberField label="Position" display={{ maxDecimals: 0 }} />}
      </form.AppField>
      <form.AppField name="requiresPartner">
        {(field) => (
          <field.CheckboxField description="Der Klient kann diesen Schritt dann nicht selbst abschließen.">
            Nur mit Accelerator abschließbar
          </field.CheckboxField>
        )}
      </form.AppField>
      <DialogActions>
        <Button variant="secondary" onPress={onClose} isDisabled={save.isPending}>
          Abbrechen
        </Button>
        <Button onPress={() => sendForm(form)} isPending={save.isPending}>
          Speichern
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
