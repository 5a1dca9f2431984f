import { useQuery } from '@tanstack/react-query';
import type { Role } from '../../../../modules/identity/contract';
import { clientsQuery } from '../../clients/api/clients';
import { myClientsQuery } from '../../partners/api/partners';
import { ClientPicker } from '../../shared/ClientPicker';
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

  const clients = role === 'partner' ? partnerClients.data : adminClients.data;
  return (
    <div className={styles.picker}>
      <ClientPicker
        clients={clients ?? []}
        value={value}
        onChange={onChange}
        emptyText="Keine Klienten mit aktivem Paket"
      />
    </div>
  );
}
