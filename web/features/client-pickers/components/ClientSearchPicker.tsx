import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ClientFilter } from '../../../../modules/dashboards/contract';
import { ComboBoxField } from '../../../components/ui/ComboBoxField';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { clientDetailsQuery } from '../../clients';
import { searchedOptions, type PickableClient } from '../rules/client-options';
import { clientSearchQuery, formerClientSearchQuery } from '../api/client-search';

interface ClientSearchPickerProps {
  value: string | undefined;
  onChange: (clientId: string | undefined) => void;
  /** which clients of the client list may be picked */
  filter: ClientFilter;
  /** finished clients (KundenKartei) may be picked too: their history still counts */
  withFormerClients?: boolean;
  /** said in the open list when there is no client at all */
  emptyText: string;
  label?: string;
  placeholder?: string;
}

const pickable = (d: { id: string; name: string; email: string; company: string | null }): PickableClient => ({
  id: d.id,
  name: d.name,
  email: d.email,
  company: d.company,
});

/**
 * The admin's client picker over every client (issue 17): the server searches name, e-mail,
 * company and phone as the admin types (one request per 300 ms pause), and the chosen client's
 * name comes by id when they are not among the matches.
 */
export function ClientSearchPicker({
  value,
  onChange,
  filter,
  withFormerClients = false,
  emptyText,
  label = 'Klient',
  placeholder = 'Name, E-Mail oder Firma eingeben',
}: ClientSearchPickerProps) {
  const [typed, setTyped] = useState('');
  const q = useDebouncedValue(typed.trim(), 300);
  const found = useQuery(clientSearchQuery(q, filter));
  const former = useQuery({ ...formerClientSearchQuery(q), enabled: withFormerClients });
  const listed = [...(found.data ?? []), ...(former.data ?? [])].some((c) => c.id === value);
  const chosen = useQuery({ ...clientDetailsQuery(value ?? ''), enabled: !!value && !listed, select: pickable });
  const chosenClient = [...(found.data ?? []), ...(former.data ?? [])].find((c) => c.id === value) ?? chosen.data;
  const searching = q !== typed.trim() || found.isFetching || former.isFetching;
  return (
    <ComboBoxField
      label={label}
      placeholder={found.isPending ? 'Wird geladen …' : placeholder}
      options={searchedOptions(
        found.data ?? [],
        withFormerClients ? (former.data ?? []) : [],
        chosenClient ?? null,
        typed,
      )}
      value={value ?? null}
      onChange={(id) => onChange(id ?? undefined)}
      onTypedChange={setTyped}
      emptyText={found.isPending ? 'Wird geladen …' : emptyText}
      noMatchText={searching ? 'Wird gesucht …' : 'Keine Treffer'}
    />
  );
}
