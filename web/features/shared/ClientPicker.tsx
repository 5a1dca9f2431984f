import { ComboBoxField } from '../../components/ui/ComboBoxField';
import type { FieldTexts } from '../../components/ui/FieldShell';
import type { SelectOption } from '../../components/ui/SelectField';

/** A client as the picker shows and searches them. */
interface PickableClient {
  /** what is chosen: the client's id, or an entry of theirs (the plan dialog's package entry) */
  id: string;
  name: string;
  email?: string | null;
  company?: string | null;
}

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

/** The picker's options: name, then e-mail and company below it, in German alphabetical order. */
function clientOptions(clients: readonly PickableClient[]): SelectOption[] {
  const detail = (c: PickableClient) => [c.email, c.company].filter(Boolean).join(' · ');
  return [
    ...new Map(
      clients.map((c) => [c.id, { id: c.id, label: c.name.trim() || (c.email ?? ''), detail: detail(c) }]),
    ).values(),
  ].sort((a, b) => a.label.localeCompare(b.label, 'de'));
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
      options={clientOptions(clients)}
      value={value ?? null}
      onChange={(id) => onChange(id ?? undefined)}
      emptyText={emptyText}
      noMatchText={noMatchText}
      description={description}
      error={error}
    />
  );
}
