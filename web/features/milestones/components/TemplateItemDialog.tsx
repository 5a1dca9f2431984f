import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { milestoneKeys, type MilestoneTemplateItem } from '../../../../modules/milestones/contract';
import { addTemplateItem, updateTemplateItem } from '../api/milestones';
import { Button } from '../../../components/ui/Button';
import { CheckboxField } from '../../../components/ui/CheckboxField';
import { DialogActions, ModalDialog } from '../../../components/ui/ModalDialog';
import { NumberInputField } from '../../../components/ui/NumberInputField';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { TextField } from '../../../components/ui/TextField';
import { validateTemplateDraft, type TemplateDraft, type TemplateErrors } from '../rules/template-form';

export interface TemplateItemDialogProps {
  /** The step to edit; null adds a new one at `nextOrder`. */
  item: MilestoneTemplateItem | null;
  nextOrder: number;
  onClose: () => void;
}

/** Adds or edits one step of the template. */
export function TemplateItemDialog({ item, nextOrder, onClose }: TemplateItemDialogProps) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<TemplateDraft>({
    name: item?.name ?? '',
    description: item?.description ?? '',
    order: item?.order ?? nextOrder,
    requiresPartner: item?.requiresPartner ?? false,
  });
  const [errors, setErrors] = useState<TemplateErrors>({});

  const save = useMutation({
    mutationFn: (value: Parameters<typeof addTemplateItem>[0]) => (item ? updateTemplateItem(item.id, value) : addTemplateItem(value)),
    meta: { successToast: { title: item ? 'Schritt gespeichert' : 'Schritt hinzugefügt', description: draft.name.trim() }, errorToast: 'Der Schritt konnte nicht gespeichert werden.' },
    onSuccess: (template) => {
      queryClient.setQueryData(milestoneKeys.template, template);
      onClose();
    },
  });

  const submit = () => {
    const result = validateTemplateDraft(draft);
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    save.mutate(result.value);
  };

  return (
    <ModalDialog title={item ? 'Schritt bearbeiten' : 'Schritt hinzufügen'} subtitle="Gilt für Pläne, die ab jetzt entstehen." isOpen onOpenChange={(open) => (open ? undefined : onClose())} isBusy={save.isPending}>
      <TextField label="Name" value={draft.name} onChange={(name) => setDraft((d) => ({ ...d, name }))} error={errors.name} maxLength={120} isRequired />
      <TextAreaField label="Beschreibung (optional)" value={draft.description} onChange={(description) => setDraft((d) => ({ ...d, description }))} error={errors.description} rows={3} maxLength={1000} />
      <NumberInputField label="Position" value={draft.order ?? Number.NaN} onChange={(order) => setDraft((d) => ({ ...d, order: Number.isNaN(order) ? null : order }))} error={errors.order} minValue={1} maxValue={100} step={1} />
      <CheckboxField isSelected={draft.requiresPartner} onChange={(requiresPartner) => setDraft((d) => ({ ...d, requiresPartner }))} description="Der Klient kann diesen Schritt dann nicht selbst abschließen.">
        Nur mit Accelerator abschließbar
      </CheckboxField>
      <DialogActions>
        <Button variant="secondary" onPress={onClose} isDisabled={save.isPending}>Abbrechen</Button>
        <Button onPress={submit} isPending={save.isPending}>Speichern</Button>
      </DialogActions>
    </ModalDialog>
  );
}
