import { useQuery } from '@tanstack/react-query';
import type { Role } from '../../../../modules/identity/contract';
import { myClientsQuery } from '../../partners';
import { ClientPicker, ClientSearchPicker } from '../../client-pickers';
import * as styles from './Milestones.css';

interface ClientPlanPickerProps {
  role: Exclude<Role, 'user'>;
  value: string | undefined;
  onChange: (clientId: string | undefined) => void;
}

/** Partners pick one of their clients, admins one of the clients with an active package. */
export function ClientPlanPicker({ role, value, onChange }: ClientPlanPickerProps) {
  const partnerClients = useQuery({ ...myClientsQuery, enabled: role === 'partner' });
  const emptyText = 'Keine Klienten mit aktivem Paket';
  return (
    <div className={styles.picker}>
      {role === 'admin' ? (
        // Every client with an active package, found by the server as the admin types.
        <ClientSearchPicker filter="active" value={value} onChange={onChange} emptyText={emptyText} />
      ) : (
        <ClientPicker clients={partnerClients.data ?? []} value={value} onChange={onChange} emptyText={emptyText} />
      )}
    </div>
  );
}
