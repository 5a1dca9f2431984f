import { useQuery } from '@tanstack/react-query';
import type { Role } from '../../../../modules/identity/contract';
import { clientsQuery } from '../../clients/api/clients';
import { myClientsQuery } from '../../partners/api/partners';
import { SelectField, type SelectOption } from '../../../components/ui/SelectField';
import * as styles from './Milestones.css';

interface ClientPlanPickerProps {
  role: Exclude<Role, 'user'>;
  value: string | undefined;
  onChange: (clientId: string | undefined) => void;
}

/** Partners pick one of their clients, admins one of the clients with an active package. */
export function ClientPlanPicker({ role, value, onChange }: ClientPlanPickerProps) {
  const partnerClients = useQuery({ ...myClientsQuery, enabled: role === 'partner' });
  const adminClients = useQuery({ ...clientsQuery({ q: '', filter: 'active' }), enabled: role === 'admin' });

  const options: SelectOption[] = [];
  const seen = new Set<string>();
  for (const c of role === 'partner' ? (partnerClients.data ?? []) : (adminClients.data ?? [])) {
    if (seen.has(c.id)) continue;
    seen.add(c.id);
    options.push({ id: c.id, label: c.name, ...(c.company ? { detail: c.company } : {}) });
  }
  options.sort((a, b) => a.label.localeCompare(b.label, 'de'));

  return (
    <div className={styles.picker}>
      <SelectField
        label="Klient"
        placeholder="Klient wählen"
        options={options}
        value={value ?? null}
        onChange={(id) => onChange(id ?? undefined)}
        emptyText="Keine Klienten mit aktivem Paket"
      />
    </div>
  );
}
