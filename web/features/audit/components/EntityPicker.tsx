import { useQuery } from '@tanstack/react-query';
import type { AuditEntity } from '../../../../modules/audit/contract';
import { partnerChoicesQuery } from '../../packages';
import { SelectField, type SelectOption } from '../../../components/ui/SelectField';
import { ClientSearchPicker } from '../../client-pickers';
import * as styles from './Audit.css';

interface EntityPickerProps {
  entity: AuditEntity | null;
  entityId: string | null;
  onChange: (entityId: string | null) => void;
}

interface PickerProps {
  value: string | null;
  onChange: (id: string | null) => void;
}

/** Which client, Accelerator, package or meeting: lists for people, the clicked row for the rest. */
export function EntityPicker({ entity, entityId, onChange }: EntityPickerProps) {
  if (entity === 'client') return <ClientPicker value={entityId} onChange={onChange} />;
  if (entity === 'partner') return <PartnerPicker value={entityId} onChange={onChange} />;
  if (entity === 'package' || entity === 'meeting') {
    const what = entity === 'package' ? 'Paket' : 'Meeting';
    return (
      <p className={styles.hint} data-testid="audit-entity-id">
        {entityId ? `${what} ${entityId}` : `Wählen Sie in einer Zeile „Nur dieses ${what}“.`}
      </p>
    );
  }
  return <p className={styles.hint}>Alle Einträge des Protokolls.</p>;
}

function ClientPicker({ value, onChange }: PickerProps) {
  // Finished clients leave the client list for the KundenKartei; their history still counts.
  return (
    <ClientSearchPicker
      filter="all"
      withFormerClients
      value={value ?? undefined}
      onChange={(id) => onChange(id ?? null)}
      emptyText="Keine Klienten"
    />
  );
}

function PartnerPicker({ value, onChange }: PickerProps) {
  const query = useQuery(partnerChoicesQuery);
  const options = (query.data ?? []).map((p) => ({ id: p.id, label: p.name, detail: p.specialty }));
  return (
    <PersonSelect label="Accelerator" options={options} isLoading={query.isPending} value={value} onChange={onChange} />
  );
}

interface PersonSelectProps extends PickerProps {
  label: 'Klient' | 'Accelerator';
  options: SelectOption[];
  isLoading: boolean;
}

/** The people to choose from, 'Wird geladen …' until their list is there. */
function PersonSelect({ label, options, isLoading, value, onChange }: PersonSelectProps) {
  return (
    <SelectField
      label={label}
      options={options}
      value={value}
      onChange={onChange}
      placeholder={isLoading ? 'Wird geladen …' : `${label} wählen`}
    />
  );
}
