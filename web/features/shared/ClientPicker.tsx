import { SelectField, type SelectOption } from '../../components/ui/SelectField';

interface ClientPickerProps {
  /** The clients to choose from; one listed twice (once per package) is offered once. */
  clients: readonly { id: string; name: string; company?: string | null }[];
  value: string | undefined;
  onChange: (clientId: string | undefined) => void;
  /** Said in the open list when there is no client to pick. */
  emptyText: string;
}

/** 'Klient': one of the given clients by name (company beside it), in German alphabetical order. */
export function ClientPicker({ clients, value, onChange, emptyText }: ClientPickerProps) {
  const options: SelectOption[] = [
    ...new Map(
      clients.map((c) => [c.id, { id: c.id, label: c.name, ...(c.company ? { detail: c.company } : {}) }]),
    ).values(),
  ].sort((a, b) => a.label.localeCompare(b.label, 'de'));
  return (
    <SelectField
      label="Klient"
      placeholder="Klient auswählen"
      options={options}
      value={value ?? null}
      onChange={(id) => onChange(id ?? undefined)}
      emptyText={emptyText}
    />
  );
}
