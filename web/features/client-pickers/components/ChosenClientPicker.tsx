import { useQuery } from '@tanstack/react-query';
import type { Role } from '../../../../modules/identity/contract';
import { myClientsQuery } from '../../partners';
import { ClientPicker } from './ClientPicker';
import { ClientSearchPicker } from './ClientSearchPicker';
import * as styles from './ChosenClientPicker.css';

interface ChosenClientPickerProps {
  role: Exclude<Role, 'user'>;
  value: string | undefined;
  onChange: (clientId: string | undefined) => void;
}

/**
 * The client a page is about, for partners and admins (/progress, /notes): partners pick one of
 * their clients, admins one of the clients with an active package (found by the server as they type).
 */
export function ChosenClientPicker({ role, value, onChange }: ChosenClientPickerProps) {
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
