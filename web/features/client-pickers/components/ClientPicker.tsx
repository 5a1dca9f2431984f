import { ComboBoxField } from '../../../components/ui/ComboBoxField';
import type { FieldTexts } from '../../../components/ui/FieldShell';
import { byLabel, clientOptions, type PickableClient } from '../rules/client-options';

interface ClientPickerProps extends FieldTexts {
  /** The clients to choose from; one listed twice (the same id) is offered once. */
  clients: readonly PickableClient[];
  value: string | undefined;
  onChange: (clientId: string | undefined) => void;
  /** Said in the open list when there is no client to pick. */
  emptyText: string;
  label?: string;
  placeholder?: string;
  noMatchText?: string;
}

/**
 * The one client picker of the dialogs and screens (plan a meeting, create & assign, coordination,
 * the milestone plan): type to find a client by name, e-mail or company (issue 15 item 9).
 */
export function ClientPicker({
  clients,
  value,
  onChange,
  emptyText,
  label = 'Klient',
  placeholder = 'Name, E-Mail oder Firma eingeben',
  description,
  error,
  noMatchText = 'Kein Klient gefunden',
}: ClientPickerProps) {
  return (
    <ComboBoxField
      label={label}
      placeholder={placeholder}
      options={byLabel(clientOptions(clients))}
      value={value ?? null}
      onChange={(id) => onChange(id ?? undefined)}
      emptyText={emptyText}
      noMatchText={noMatchText}
      description={description}
      error={error}
    />
  );
}
